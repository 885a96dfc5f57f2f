import { describe, expect, it } from 'vitest';
import { remaining } from './countdown';

describe('remaining', () => {
  it('splits the time left into days and hh:mm:ss', () => {
    const day = 86_400_000;
    expect(remaining(0, 2 * day + 3_723_000)).toEqual({ days: 2, clock: '01:02:03' });
    expect(remaining(5000, 1000)).toEqual({ days: 0, clock: '00:00:00' });
  });
});
