import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * An upload's path. Content images (banners, news) are public and served on it as is; an
 * investor's files (KYC photos, deposit receipts) are served only on a signed copy of it
 * (FileUrls.sign), handed out to their owner and to staff alone.
 */
export function uploadUrl(storageKey: string): string {
  return `/api/files/${storageKey}`;
}

/** How long a signed url works: enough to look at a photo, short for one copied elsewhere. */
export const SIGNED_URL_LIFE_MS = 10 * 60_000;
/**
 * Expiries are rounded up to this step, so a screen that reads the same record twice gets the
 * same url (the browser's cache keeps the image) and a url lives 10 to 15 minutes.
 */
const EXPIRY_STEP_MS = 5 * 60_000;

export interface FileUrls {
  /** An upload's path (uploadUrl) with `exp` (ms) and `sig` (HMAC-SHA256 of key and exp). */
  sign(path: string): string;
  /** Whether `sig` was made by this server for this key and `exp` has not passed. */
  valid(storageKey: string, exp: string | undefined, sig: string | undefined): boolean;
}

/** What a kind of signed url is for (its key is derived apart), and how long one lives. */
export interface SignedUrlKind {
  purpose: string;
  lifeMs: number;
  stepMs: number;
}

const UPLOAD_URLS: SignedUrlKind = {
  purpose: 'signed upload urls',
  lifeMs: SIGNED_URL_LIFE_MS,
  stepMs: EXPIRY_STEP_MS,
};

/**
 * Signs with a key derived from the server's secret (SECRETS_KEY), so every process of a
 * cluster accepts the others' urls and a url dies with a key rotation. Each kind's key is
 * derived from its purpose, so a url signed for one kind is refused by every other.
 */
export function fileUrls(
  secret: Buffer,
  now: () => number,
  { purpose, lifeMs, stepMs }: SignedUrlKind = UPLOAD_URLS,
): FileUrls {
  const key = createHmac('sha256', secret).update(purpose).digest();
  const mac = (storageKey: string, exp: string) =>
    createHmac('sha256', key).update(`${storageKey}.${exp}`).digest();
  return {
    sign(path) {
      const storageKey = path.slice(path.lastIndexOf('/') + 1);
      const exp = String(Math.ceil((now() + lifeMs) / stepMs) * stepMs);
      return `${path}?exp=${exp}&sig=${mac(storageKey, exp).toString('base64url')}`;
    },
    valid(storageKey, exp, sig) {
      if (!exp || !sig || !/^\d{1,15}$/.test(exp) || Number(exp) <= now()) return false;
      const given = Buffer.from(sig, 'base64url');
      const expected = mac(storageKey, exp);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
