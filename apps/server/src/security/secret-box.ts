import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** AES-256-GCM: a 32-byte key, a fresh 12-byte IV per value, a 16-byte tag. */
export const SECRET_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';

/**
 * Seals and opens secrets kept at rest (TOTP keys) as `v1.<iv>.<tag>.<ciphertext>`, base64url
 * parts. The version prefix lets a later key or cipher sit beside this one; a value without it
 * is a legacy plaintext, returned as is so it still works until its next write seals it.
 */
export interface SecretBox {
  seal(plaintext: string): string;
  /** The plaintext; throws on a sealed value that was altered or sealed with another key. */
  open(stored: string): string;
}

export const isSealed = (stored: string): boolean => stored.startsWith(`${VERSION}.`);

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== SECRET_KEY_BYTES) throw new Error(`the key must be ${SECRET_KEY_BYTES} bytes`);
  return {
    seal(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(stored) {
      if (!isSealed(stored)) return stored;
      const parts = stored.split('.');
      const [iv, tag, ciphertext] = parts.slice(1).map((p) => Buffer.from(p, 'base64url'));
      if (parts.length !== 4 || iv?.length !== IV_BYTES || tag?.length !== TAG_BYTES)
        throw new Error('a sealed secret is malformed');
      const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      decipher.setAuthTag(tag);
      // final() throws when the tag does not match: altered, or sealed with another key.
      return Buffer.concat([decipher.update(ciphertext!), decipher.final()]).toString('utf8');
    },
  };
}
