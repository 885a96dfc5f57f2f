import { exact, formatMoney } from '@trading/ui-kit';
import type { OfferReview } from '../offerings/offer-popup';

/**
 * The review of money moving between the investor's cash and an account outside (a deposit in,
 * a withdrawal out): the amount, what arrives (no fee is charged on either), where it goes
 * (masked) and the cash balance after; a shortfall when a withdrawal would take it below
 * zero. Null while the amount cannot be read; "--" for the balance after while it is unknown.
 */
export function transferReview({
  amount,
  balance,
  sign,
  direction,
  destination,
}: {
  /** The amount as sent on the wire. */
  amount: string;
  balance: string | undefined;
  sign: string;
  direction: 'in' | 'out';
  destination: { label: string; value: string };
}): OfferReview | null {
  const value = exact.parse(amount);
  if (!value) return null;
  const cash = balance === undefined ? null : exact.parse(balance);
  const after = cash && (direction === 'in' ? exact.add(cash, value) : exact.subtract(cash, value));
  const money = (figure: typeof value) => formatMoney(exact.toText(figure), { sign, decimals: 2 });
  return {
    rows: [
      { label: 'form.amount.label', value: money(value) },
      { label: 'cost.totalReceive', value: money(value), strong: true },
      destination,
      // Balances that did not load leave the figure out, not the review: the server still
      // refuses a withdrawal the cash cannot cover.
      { label: 'cost.balanceAfter', value: after ? money(after) : '--' },
    ],
    shortfall: after !== null && after.units < 0n,
  };
}
