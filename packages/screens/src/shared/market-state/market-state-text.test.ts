import type { Language, MarketStatus } from '@trading/contract';
import { describe, expect, it } from 'vitest';
import { messagesOf } from '../testing/render-screen';
import { marketStateText } from './market-state-text';

const utc = (iso: string) => Date.parse(`${iso}Z`);
/** Monday 30 November 2026, 15:00 in Lagos. */
const NOW = utc('2026-11-30T14:00:00');

function text(language: Language, status: Partial<MarketStatus>): string {
  const format = (id: string, values: Record<string, string> = {}) =>
    messagesOf(language)[id]!.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!);
  return marketStateText(
    format,
    language,
    { market: 'NSENG', state: 'OPEN', until: null, opensAt: null, holiday: false, ...status },
    NOW,
  );
}

describe('a market state in words, on the market’s clock', () => {
  it.each([
    ['en', 'Closed · opens Tue, 10:00 GMT+1'],
    ['pt', 'Fechado · abre ter., 10:00 GMT+1'],
    ['zh', '休市 · 周二 GMT+1 10:00 开盘'],
  ] as const)(
    'names the next open with its weekday when it is not today (%s)',
    (language, expected) => {
      const closed = {
        state: 'CLOSED',
        until: utc('2026-12-01T08:30:00'),
        opensAt: utc('2026-12-01T09:00:00'),
      } as const;
      expect(text(language, closed)).toBe(expected);
    },
  );

  it('says when an open market closes, today, without a weekday', () => {
    expect(text('en', { state: 'OPEN', until: utc('2026-11-30T13:30:00') })).toBe(
      'Open · closes 14:30 GMT+1',
    );
  });

  it('names pre-open, a lunch break and a holiday', () => {
    const open = utc('2026-11-30T14:30:00');
    expect(text('en', { state: 'PRE_OPEN', until: open, opensAt: open })).toBe(
      'Pre-open · opens 15:30 GMT+1',
    );
    expect(text('pt', { state: 'BREAK', until: open, opensAt: open })).toBe(
      'Intervalo · volta 15:30 GMT+1',
    );
    expect(
      text('en', {
        state: 'CLOSED',
        holiday: true,
        until: utc('2026-12-01T08:30:00'),
        opensAt: utc('2026-12-01T09:00:00'),
      }),
    ).toBe('Closed for a holiday · opens Tue, 10:00 GMT+1');
  });

  it('writes New York’s times in New York with its zone, whoever reads them', () => {
    expect(
      text('en', {
        market: 'US',
        state: 'CLOSED',
        until: NOW + 1,
        opensAt: utc('2026-11-30T14:30:00'),
      }),
    ).toBe('Closed · opens 09:30 EST');
  });

  it.each([
    ['en', 'Open 24 h (demo market)'],
    ['pt', 'Aberto 24 h (mercado de demonstração)'],
    ['zh', '24 小时开放（演示市场）'],
  ] as const)('calls the always-open demo market what it is (%s)', (language, expected) => {
    expect(text(language, {})).toBe(expected);
  });
});
