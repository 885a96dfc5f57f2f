import { describe, expect, it } from 'vitest';
import { shortcutOf } from './shortcut';

const press = (key: string, tagName = 'BODY', mods = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: { tagName } as unknown as EventTarget,
  ...mods,
});

describe('shortcutOf', () => {
  it('maps a, r, j/n and k to the queue actions', () => {
    expect(['a', 'r', 'j', 'n', 'k'].map((k) => shortcutOf(press(k)))).toEqual([
      'approve',
      'reject',
      'next',
      'next',
      'previous',
    ]);
  });
  it('leaves keys alone while typing a reason or with a modifier', () => {
    expect(shortcutOf(press('a', 'TEXTAREA'))).toBeNull();
    expect(shortcutOf(press('r', 'BODY', { ctrlKey: true }))).toBeNull();
    expect(shortcutOf(press('x'))).toBeNull();
  });
});
