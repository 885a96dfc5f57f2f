import { exact, formatMoney } from '@trading/ui-kit';
import type { OrderCost } from '../forms/order-cost';
import type { ReviewRow } from './review-step';

/** An order cost's figures as review rows (amount, fee, total, balance after), to the cent. */
export function costRows(cost: OrderCost, sign: string, amountLabel: string): ReviewRow[] {
  const money = (value: OrderCost[keyof OrderCost]) =>
    formatMoney(exact.toText(value), { sign, decimals: 2 });
  return [
    { label: amountLabel, value: money(cost.amount) },
    { label: 'cost.fee', value: money(cost.fee) },
    { label: 'cost.totalPay', value: money(cost.total), strong: true },
    { label: 'cost.balanceAfter', value: money(cost.balanceAfter) },
  ];
}
