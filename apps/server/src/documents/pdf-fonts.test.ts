import { describe, expect, it } from 'vitest';
import { fontRuns } from './pdf-fonts';

describe('fontRuns', () => {
  it('sets Chinese apart from Latin text and currency signs, which Noto Sans SC cannot all draw', () => {
    expect(fontRuns('净扣款金额 -₹1,32,502.37')).toEqual([
      ['净扣款金额', true],
      [' -₹1,32,502.37', false],
    ]);
    expect(fontRuns('Net amount')).toEqual([['Net amount', false]]);
    expect(fontRuns('')).toEqual([]);
  });
});
