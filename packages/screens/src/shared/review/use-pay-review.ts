import { useUserBalanceQuery } from '@trading/api';
import type { CurrencyCode } from '@trading/contract';
import { exact, type Decimal } from '@trading/ui-kit';
import { currencySign } from '../format/currency-sign';
import { costRows, type SummaryRow } from '../forms/cost-summary';
import { affordable, cashIn, orderCost, type OrderCost } from '../forms/order-cost';
import type { OfferReview } from '../offerings/offer-popup';

/** A payment that carries no fee (a fund purchase): the amount is the total. */
function feeFreeCost(value: Decimal, balance: string): OrderCost | null {
  const cash = exact.parse(balance);
  if (!cash) return null;
  return {
    amount: value,
    fee: exact.of(0),
    total: value,
    balanceAfter: exact.subtract(cash, value),
  };
}

/**
 * The review of paying `value` in `currency` out of the investor's cash: `lead` rows
 * (quantity, price) then amount, fee, total and balance after; a shortfall when that balance
 * would go negative. Null until the value reads and the balances have loaded.
 */
export function usePayReview(
  value: Decimal | null,
  currency: CurrencyCode,
  options: { lead?: readonly SummaryRow[]; amountLabel?: string; fee?: boolean } = {},
): OfferReview | null {
  const balances = useUserBalanceQuery().data;
  if (!value || !balances) return null;
  const cash = cashIn(currency, balances);
  const cost = options.fee === false ? feeFreeCost(value, cash) : orderCost(value, cash);
  if (!cost) return null;
  return {
    rows: [
      ...(options.lead ?? []),
      ...costRows(cost, currencySign(currency), options.amountLabel ?? 'form.amount.label'),
    ],
    shortfall: !affordable(cost),
  };
}
