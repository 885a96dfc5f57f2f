import { createHash, randomBytes } from 'node:crypto';

/** A fresh bearer token: 32 random bytes, base64url. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so the sessions table cannot be replayed if it leaks. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
