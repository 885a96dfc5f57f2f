/** One application as the allotment rule sees it: shares asked for and the offer's unit. */
export interface Applied {
  id: number;
  /** Shares applied for; 0 when the offer left the quantity to the operator (not shared out). */
  shares: number;
  unit: number;
}

/**
 * The pro-rata rule the console proposes: each application receives available × its shares /
 * all shares applied for, rounded down to whole units of its offer and never more than it asked;
 * when enough is available everyone gets what they asked. What cannot fill a unit stays unallotted.
 */
export function proRata(
  applied: readonly Applied[],
  available: number,
): Array<{ id: number; shares: number }> {
  const asked = applied.filter((a) => a.shares > 0);
  const total = asked.reduce((sum, a) => sum + a.shares, 0);
  return asked.map((a) => {
    if (total <= available) return { id: a.id, shares: a.shares };
    const share = Math.floor((available * a.shares) / total);
    return { id: a.id, shares: Math.min(a.shares, share - (share % a.unit)) };
  });
}
