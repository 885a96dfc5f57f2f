import { createHash } from 'node:crypto';
import { SECRET_KEY_BYTES } from './secret-box';

/**
 * The key used when SECRETS_KEY is unset, so `pnpm start` works with no set-up. It is public
 * (derived from this text), so it protects nothing: the server warns at start until a real key
 * is set (docs/decisions.md).
 */
export const DEVELOPMENT_SECRETS_KEY = createHash('sha256')
  .update('trading: public development key for secrets at rest')
  .digest();

/** SECRETS_KEY's form: standard base64 of exactly 32 bytes. */
export function isSecretsKey(text: string): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return false;
  return Buffer.from(text, 'base64').length === SECRET_KEY_BYTES;
}
