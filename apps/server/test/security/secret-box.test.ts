import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSealed, secretBox } from '../../src/security/secret-box';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('secret box (AES-256-GCM envelope)', () => {
  const box = secretBox(randomBytes(32));

  it('seals into a versioned envelope that never shows the secret, and opens it back', () => {
    const sealed = box.seal(SECRET);
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(sealed).not.toContain(SECRET);
    expect(isSealed(sealed)).toBe(true);
    expect(box.open(sealed)).toBe(SECRET);
  });

  it('seals the same secret differently each time (fresh IV)', () => {
    expect(box.seal(SECRET)).not.toBe(box.seal(SECRET));
  });

  it('returns a legacy plaintext value as is', () => {
    expect(isSealed(SECRET)).toBe(false);
    expect(box.open(SECRET)).toBe(SECRET);
  });

  it('refuses a tampered ciphertext, tag or IV, and a value sealed with another key', () => {
    const [version, iv, tag, ciphertext] = box.seal(SECRET).split('.') as [
      string,
      string,
      string,
      string,
    ];
    const flip = (part: string) => {
      const bytes = Buffer.from(part, 'base64url');
      bytes[0]! ^= 1;
      return bytes.toString('base64url');
    };
    for (const altered of [
      [version, iv, tag, flip(ciphertext)],
      [version, iv, flip(tag), ciphertext],
      [version, flip(iv), tag, ciphertext],
    ])
      expect(() => box.open(altered.join('.'))).toThrow();
    expect(() => secretBox(randomBytes(32)).open(box.seal(SECRET))).toThrow();
  });

  it('refuses a malformed envelope and a key of the wrong size', () => {
    for (const malformed of ['v1.', 'v1.a.b', 'v1.a.b.c.d', `v1.${'A'.repeat(16)}.x.y`])
      expect(() => box.open(malformed)).toThrow();
    expect(() => secretBox(randomBytes(16))).toThrow();
  });
});
