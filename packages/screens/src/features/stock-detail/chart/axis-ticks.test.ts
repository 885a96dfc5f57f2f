import { describe, expect, it } from 'vitest';
import { timeTickIndices, valueTicks } from './axis-ticks';

describe('value axis ticks', () => {
  it('labels round values covering the range in steps of 1, 2, 2.5 or 5 × a power of ten', () => {
    expect(valueTicks(672.4, 679.6, 5)).toEqual([672, 673, 674, 675, 676, 677, 678, 679, 680]);
    expect(valueTicks(672.4, 679.6, 3)).toEqual([670, 672.5, 675, 677.5, 680]);
    expect(valueTicks(0, 588, 1)).toEqual([0, 500, 1000]);
    expect(valueTicks(0.101, 0.139, 4)).toEqual([0.1, 0.11, 0.12, 0.13, 0.14]);
    expect(valueTicks(12, 37, 2)).toEqual([10, 20, 30, 40]);
  });

  it('never prints floating-point noise', () => {
    for (const tick of valueTicks(0.1, 0.9, 8)) expect(String(tick).length).toBeLessThanOrEqual(4);
  });

  it('gives a flat range room around it, and nothing for no data', () => {
    expect(valueTicks(50, 50, 4)).toEqual([49.5, 49.75, 50, 50.25, 50.5]);
    expect(valueTicks(0, 0, 2)).toEqual([0, 1]);
    expect(valueTicks(Infinity, -Infinity, 3)).toEqual([]);
  });
});

describe('time axis ticks', () => {
  const minute = 60_000;
  const start = Date.UTC(2026, 10, 26, 15, 2);
  const times = Array.from({ length: 60 }, (_, i) => start + i * minute);
  const utcMinute = (time: number) => (time / minute) % 1440;

  it('labels the candles on round minutes, about as many as asked', () => {
    // 59 minutes over 4 labels: every 15 minutes, 15:15, 15:30, 15:45 and 16:00.
    expect(timeTickIndices(times, utcMinute, 4).map((i) => utcMinute(times[i]!) - 900)).toEqual([
      15, 30, 45, 60,
    ]);
  });

  it("reads the minute in the market's zone (India is half an hour off the hour)", () => {
    const india = (time: number) => (utcMinute(time) + 330) % 1440;
    // 60-minute steps over 4 hours of candles land on 10:00 and 11:00 IST, not on UTC hours.
    const hours = Array.from({ length: 240 }, (_, i) => Date.UTC(2026, 10, 26, 4, 0) + i * minute);
    expect(timeTickIndices(hours, india, 4).map((i) => india(hours[i]!) / 60)).toEqual([
      10, 11, 12, 13,
    ]);
  });

  it('has nothing to label under two candles', () => {
    expect(timeTickIndices([start], utcMinute, 4)).toEqual([]);
  });
});
