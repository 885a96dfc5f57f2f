import { describe, expect, it } from 'vitest';
import { activeIndicator, toggleIndicator } from './indicator-kind';

describe('indicator kinds', () => {
  it('toggles one indicator and keeps the selector’s order', () => {
    expect(toggleIndicator(['MA', 'RSI'], 'KDJ')).toEqual(['MA', 'KDJ', 'RSI']);
    expect(toggleIndicator(['MA', 'RSI'], 'MA')).toEqual(['RSI']);
  });

  it('opens the settings on the indicator last turned on while it is still on', () => {
    expect(activeIndicator(['MA', 'KDJ', 'RSI'], 'KDJ')).toBe('KDJ');
    expect(activeIndicator(['MA', 'RSI'], 'KDJ')).toBe('MA');
    expect(activeIndicator(['BOLL'], null)).toBe('BOLL');
    expect(activeIndicator([], null)).toBe('MA');
  });
});
