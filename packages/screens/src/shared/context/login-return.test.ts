import { describe, expect, it } from 'vitest';
import { loginReturn, readLoginReturn } from './login-return';

describe('login return', () => {
  it('returns to the screen the investor was on, search included', () => {
    const state = loginReturn({ pathname: '/withdraw', search: '?usdt=1' }, true);
    expect(readLoginReturn(state)).toEqual({ from: '/withdraw?usdt=1', sessionEnded: true });
  });

  it('never returns to another origin or to a login screen', () => {
    expect(readLoginReturn({ from: '//evil.example/x', sessionEnded: true })).toBeNull();
    expect(readLoginReturn({ from: 'https://evil.example', sessionEnded: false })).toBeNull();
    expect(readLoginReturn({ from: '/LoginUp?x=1', sessionEnded: true })).toEqual({
      from: '/account',
      sessionEnded: true,
    });
  });

  it('ignores state it did not write', () => {
    expect(readLoginReturn(null)).toBeNull();
    expect(readLoginReturn('x')).toBeNull();
    expect(readLoginReturn({ from: 3 })).toBeNull();
  });
});
