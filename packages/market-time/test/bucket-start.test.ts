import { KlinePeriod } from '@trading/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bucketEnd, bucketStart } from '../src/bucket-start.js';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const start = (time: string, period: KlinePeriod, zone: string) =>
  iso(bucketStart(at(time), period, zone));

describe('bucketStart: intraday periods', () => {
  it('floors to the interval', () => {
    expect(start('2024-05-06T10:07:59.999Z', 'MIN1', 'UTC')).toBe('2024-05-06T10:07:00.000Z');
    expect(start('2024-05-06T10:09:59Z', 'MIN5', 'UTC')).toBe('2024-05-06T10:05:00.000Z');
    expect(start('2024-05-06T10:10:00Z', 'MIN5', 'UTC')).toBe('2024-05-06T10:10:00.000Z');
    expect(start('2024-05-06T10:44:00Z', 'MIN15', 'UTC')).toBe('2024-05-06T10:30:00.000Z');
    expect(start('2024-05-06T10:59:00Z', 'MIN30', 'UTC')).toBe('2024-05-06T10:30:00.000Z');
    expect(start('2024-05-06T15:59:00Z', 'HOUR4', 'UTC')).toBe('2024-05-06T12:00:00.000Z');
  });

  it('aligns hours to the local clock of a half-hour zone (Asia/Kolkata, UTC+5:30)', () => {
    // 10:45 IST → the 10:00 IST candle, i.e. 04:30Z, not 05:00Z.
    expect(start('2024-05-06T05:15:00Z', 'HOUR', 'Asia/Kolkata')).toBe('2024-05-06T04:30:00.000Z');
    // 15:10 IST → 12:00 IST for HOUR4.
    expect(start('2024-05-06T09:40:00Z', 'HOUR4', 'Asia/Kolkata')).toBe('2024-05-06T06:30:00.000Z');
    expect(start('2024-05-06T05:15:00Z', 'MIN15', 'Asia/Kolkata')).toBe('2024-05-06T05:15:00.000Z');
  });

  it('keeps one-hour candles through the repeated hour when New York falls back', () => {
    // 2024-11-03: 01:00–02:00 local happens twice, at 05:00Z (EDT) and 06:00Z (EST).
    expect(start('2024-11-03T05:30:00Z', 'HOUR', 'America/New_York')).toBe(
      '2024-11-03T05:00:00.000Z',
    );
    expect(start('2024-11-03T06:30:00Z', 'HOUR', 'America/New_York')).toBe(
      '2024-11-03T06:00:00.000Z',
    );
    // HOUR4 00:00–04:00 local is five real hours that day.
    expect(start('2024-11-03T06:30:00Z', 'HOUR4', 'America/New_York')).toBe(
      '2024-11-03T04:00:00.000Z',
    );
    expect(start('2024-11-03T08:59:00Z', 'HOUR4', 'America/New_York')).toBe(
      '2024-11-03T04:00:00.000Z',
    );
    expect(start('2024-11-03T09:00:00Z', 'HOUR4', 'America/New_York')).toBe(
      '2024-11-03T09:00:00.000Z',
    );
  });

  it('shortens the HOUR4 candle that holds the skipped hour when New York springs forward', () => {
    // 2024-03-10 02:00 EST → 03:00 EDT at 07:00Z: 00:00–04:00 local is three real hours.
    expect(start('2024-03-10T06:59:00Z', 'HOUR4', 'America/New_York')).toBe(
      '2024-03-10T05:00:00.000Z',
    );
    expect(start('2024-03-10T07:00:00Z', 'HOUR4', 'America/New_York')).toBe(
      '2024-03-10T05:00:00.000Z',
    );
    expect(start('2024-03-10T08:00:00Z', 'HOUR4', 'America/New_York')).toBe(
      '2024-03-10T08:00:00.000Z',
    );
    expect(start('2024-03-10T07:00:00Z', 'HOUR', 'America/New_York')).toBe(
      '2024-03-10T07:00:00.000Z',
    );
  });
});

describe('bucketStart: DAY', () => {
  it('starts at local midnight (Africa/Lagos, UTC+1)', () => {
    expect(start('2024-03-01T22:59:59Z', 'DAY', 'Africa/Lagos')).toBe('2024-02-29T23:00:00.000Z');
    expect(start('2024-03-01T23:00:00Z', 'DAY', 'Africa/Lagos')).toBe('2024-03-01T23:00:00.000Z');
  });

  it('starts at local midnight (Asia/Kolkata, UTC+5:30)', () => {
    expect(start('2023-12-31T18:40:00Z', 'DAY', 'Asia/Kolkata')).toBe('2023-12-31T18:30:00.000Z');
    expect(start('2023-12-31T18:29:59Z', 'DAY', 'Asia/Kolkata')).toBe('2023-12-30T18:30:00.000Z');
  });

  it('starts at the local midnight of each side of a New York DST change', () => {
    expect(start('2024-03-10T12:00:00Z', 'DAY', 'America/New_York')).toBe(
      '2024-03-10T05:00:00.000Z',
    );
    expect(start('2024-03-11T03:59:59Z', 'DAY', 'America/New_York')).toBe(
      '2024-03-10T05:00:00.000Z',
    );
    expect(start('2024-03-11T04:00:00Z', 'DAY', 'America/New_York')).toBe(
      '2024-03-11T04:00:00.000Z',
    );
    expect(start('2024-11-03T12:00:00Z', 'DAY', 'America/New_York')).toBe(
      '2024-11-03T04:00:00.000Z',
    );
    expect(start('2024-11-04T04:59:59Z', 'DAY', 'America/New_York')).toBe(
      '2024-11-03T04:00:00.000Z',
    );
  });

  it('starts when the day begins if midnight was skipped (America/Sao_Paulo, 2018-11-04 00:00 → 01:00)', () => {
    expect(start('2018-11-04T14:00:00Z', 'DAY', 'America/Sao_Paulo')).toBe(
      '2018-11-04T03:00:00.000Z',
    );
    expect(start('2018-11-04T02:59:59Z', 'DAY', 'America/Sao_Paulo')).toBe(
      '2018-11-03T03:00:00.000Z',
    );
  });

  it('uses today’s fixed UTC−3 in Sao Paulo (no DST since 2019)', () => {
    expect(start('2024-05-06T02:59:59Z', 'DAY', 'America/Sao_Paulo')).toBe(
      '2024-05-05T03:00:00.000Z',
    );
    expect(start('2024-05-06T03:00:00Z', 'DAY', 'America/Sao_Paulo')).toBe(
      '2024-05-06T03:00:00.000Z',
    );
  });
});

describe('bucketStart: WEEK and MONTH', () => {
  it('starts weeks on Monday 00:00 local', () => {
    // Sunday 2024-03-10 in New York belongs to the week of Monday 2024-03-04 (EST).
    expect(start('2024-03-10T20:00:00Z', 'WEEK', 'America/New_York')).toBe(
      '2024-03-04T05:00:00.000Z',
    );
    expect(start('2024-03-11T04:00:00Z', 'WEEK', 'America/New_York')).toBe(
      '2024-03-11T04:00:00.000Z',
    );
    // Sunday 23:30 in Lagos is still the old week; Monday 00:00 starts a new one.
    expect(start('2024-01-07T22:30:00Z', 'WEEK', 'Africa/Lagos')).toBe('2023-12-31T23:00:00.000Z');
    expect(start('2024-01-07T23:00:00Z', 'WEEK', 'Africa/Lagos')).toBe('2024-01-07T23:00:00.000Z');
  });

  it('starts months on the 1st 00:00 local, across year ends and leap days', () => {
    expect(start('2024-02-29T22:59:59Z', 'MONTH', 'Africa/Lagos')).toBe('2024-01-31T23:00:00.000Z');
    expect(start('2024-02-29T23:00:00Z', 'MONTH', 'Africa/Lagos')).toBe('2024-02-29T23:00:00.000Z');
    expect(start('2023-12-31T22:59:59Z', 'MONTH', 'Africa/Lagos')).toBe('2023-11-30T23:00:00.000Z');
    expect(start('2023-12-31T23:00:00Z', 'MONTH', 'Africa/Lagos')).toBe('2023-12-31T23:00:00.000Z');
    expect(start('2024-03-31T23:59:00Z', 'MONTH', 'America/New_York')).toBe(
      '2024-03-01T05:00:00.000Z',
    );
    expect(start('2024-11-15T12:00:00Z', 'MONTH', 'America/New_York')).toBe(
      '2024-11-01T04:00:00.000Z',
    );
    expect(start('2024-05-31T18:29:00Z', 'MONTH', 'Asia/Kolkata')).toBe('2024-04-30T18:30:00.000Z');
  });
});

describe('bucketEnd', () => {
  it('is the next bucket start when the offset holds, and the start itself across a DST change', () => {
    const ny = 'America/New_York';
    expect(iso(bucketEnd(at('2024-03-09T05:00:00Z'), 'DAY', ny))).toBe('2024-03-10T05:00:00.000Z');
    expect(iso(bucketEnd(at('2024-03-10T05:00:00Z'), 'DAY', ny))).toBe('2024-03-10T05:00:00.000Z');
    expect(iso(bucketEnd(at('2024-02-01T05:00:00Z'), 'MONTH', ny))).toBe(
      '2024-03-01T05:00:00.000Z',
    );
    expect(iso(bucketEnd(at('2024-05-06T04:30:00Z'), 'HOUR', 'Asia/Kolkata'))).toBe(
      '2024-05-06T05:30:00.000Z',
    );
  });

  it('ends a day that began after its skipped midnight at the next midnight (Sao Paulo, 2018-11-04)', () => {
    // The day began at 01:00 local (03:00Z, UTC−2); the next one begins at 00:00 local (02:00Z).
    const sp = 'America/Sao_Paulo';
    expect(iso(bucketEnd(at('2018-11-04T03:00:00Z'), 'DAY', sp))).toBe('2018-11-05T02:00:00.000Z');
    expect(iso(bucketEnd(at('1990-10-21T03:00:00Z'), 'DAY', sp))).toBe('1990-10-22T02:00:00.000Z');
  });
});

const zones = [
  'UTC',
  'Africa/Lagos',
  'Asia/Kolkata',
  'America/Sao_Paulo',
  'America/New_York',
  'Europe/London',
];
const periods = KlinePeriod.options;
const instant = fc.integer({ min: Date.parse('1990-01-01'), max: Date.parse('2040-01-01') });

describe('bucketStart properties', () => {
  it('is at or before the time, idempotent and monotone', () => {
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: 0, max: 40 * 86_400_000 }),
        fc.constantFrom(...zones),
        fc.constantFrom(...periods),
        (t, gap, zone, period) => {
          const s = bucketStart(t, period, zone);
          expect(s).toBeLessThanOrEqual(t);
          expect(bucketStart(s, period, zone)).toBe(s);
          expect(bucketStart(t + gap, period, zone)).toBeGreaterThanOrEqual(s);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('lands on 00:00 local for DAY, a Monday for WEEK and the 1st for MONTH (or the instant the day began)', () => {
    const parts = (ms: number, zone: string) =>
      Object.fromEntries(
        new Intl.DateTimeFormat('en-US', {
          timeZone: zone,
          hourCycle: 'h23',
          weekday: 'short',
          day: 'numeric',
          hour: 'numeric',
          minute: 'numeric',
        })
          .formatToParts(ms)
          .map((p) => [p.type, p.value]),
      );
    fc.assert(
      fc.property(
        instant,
        fc.constantFrom(...zones),
        fc.constantFrom<KlinePeriod>('DAY', 'WEEK', 'MONTH'),
        (t, zone, period) => {
          const s = bucketStart(t, period, zone);
          const local = parts(s, zone);
          const previous = parts(s - 1000, zone);
          // Either exactly midnight, or the first instant of a day whose midnight was skipped.
          expect(
            local.hour === '0' && local.minute === '0' ? true : previous.day !== local.day,
          ).toBe(true);
          if (period === 'WEEK') expect(local.weekday).toBe('Mon');
          if (period === 'MONTH') expect(local.day).toBe('1');
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('ends where the next bucket starts whenever it reports an end', () => {
    fc.assert(
      fc.property(
        instant,
        fc.constantFrom(...zones),
        fc.constantFrom(...periods),
        (t, zone, period) => {
          const s = bucketStart(t, period, zone);
          const e = bucketEnd(s, period, zone);
          if (e === s) return;
          expect(bucketStart(e - 1, period, zone)).toBe(s);
          expect(bucketStart(e, period, zone)).toBe(e);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('bucketStart around DST changes', () => {
  const transitions: [string, string][] = [
    ['America/New_York', '2024-03-10T07:00:00Z'],
    ['America/New_York', '2024-11-03T06:00:00Z'],
    ['America/Sao_Paulo', '2018-11-04T03:00:00Z'],
    ['America/Sao_Paulo', '2019-02-17T02:00:00Z'],
  ];

  it.each(transitions)(
    'is monotone and idempotent minute by minute around %s %s',
    (zone, change) => {
      const violations: string[] = [];
      for (const period of periods) {
        let previous = Number.NEGATIVE_INFINITY;
        for (let t = at(change) - 6 * 3_600_000; t <= at(change) + 6 * 3_600_000; t += 60_000) {
          const s = bucketStart(t, period, zone);
          if (s < previous || s > t || bucketStart(s, period, zone) !== s)
            violations.push(`${period} ${iso(t)} → ${iso(s)}`);
          previous = s;
        }
      }
      expect(violations).toEqual([]);
    },
  );
});
