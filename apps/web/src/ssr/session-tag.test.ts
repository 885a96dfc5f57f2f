import { describe, expect, it } from 'vitest';
import { sessionTag } from './session-tag';

describe('the session tag in a server-rendered page', () => {
  it('is the same for one token and differs between tokens, without holding the token', () => {
    const token = 'a3f1c9e0b7d24c58a1e6f0b9c2d4e8f7';
    expect(sessionTag(token)).toBe(sessionTag(token));
    expect(sessionTag(token)).not.toBe(sessionTag(`${token.slice(0, -1)}8`));
    expect(sessionTag(token)).not.toContain(token.slice(0, 8));
    expect(sessionTag(token).length).toBeLessThanOrEqual(11);
  });
});
