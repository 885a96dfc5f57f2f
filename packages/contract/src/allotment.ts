/** One application as the allotment rule sees it: shares asked for and the offer's unit. */
export interface AppliedShares {
  id: number;
  /** Shares applied for; 0 when the offer left the quantity to the operator (not shared out). */
  shares: number;
  /** Shares per applied unit: every allotment is a whole number of them. */
  unit: number;
}

/**
 * The pro-rata rule, the same in the console's preview and the server's allotment: each
 * application that named a quantity receives available × its shares / all shares asked for,
 * rounded down to whole units of the offer and never more than it asked; when enough is
 * available everyone gets what they asked. What cannot fill a unit stays unallotted, and an
 * application that asked for no quantity is left to be decided on its own.
 */
export function proRata(
  applied: readonly AppliedShares[],
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
