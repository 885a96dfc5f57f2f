import { QuantOrderStatus, type AdminQuantOrder } from '@trading/contract';
import { exact } from '@trading/ui-kit';

/** Still locked with its lock-up over: the only orders the server will pay back. */
export function isDue(
  order: Pick<AdminQuantOrder, 'status' | 'lockEndTime'>,
  now: number,
): boolean {
  return order.status === 'LOCKED' && order.lockEndTime <= now;
}

/** The filter's choice as the request takes it: anything but a known status lists every order. */
export function statusFilter(choice: string): QuantOrderStatus | undefined {
  const status = QuantOrderStatus.safeParse(choice);
  return status.success ? status.data : undefined;
}

export type SettleOutcome = { role: 'status'; count: number } | { role: 'alert'; msg: string };

/** What a settle call comes to: how many orders were paid back, or the server's refusal ('' unreached). */
export function settleOutcome(
  result: { data: AdminQuantOrder | AdminQuantOrder[] } | { error: unknown },
): SettleOutcome {
  if ('error' in result) {
    const { error } = result;
    const msg = typeof error === 'object' && error && 'msg' in error ? String(error.msg) : '';
    return { role: 'alert', msg };
  }
  return { role: 'status', count: Array.isArray(result.data) ? result.data.length : 1 };
}

/**
 * The profit a settlement pays: once paid, what was paid; while locked, the amount at the
 * low estimated rate, rounded down to the cent as the server will pay it (0 until then).
 */
export function settlementProfit(
  order: Pick<AdminQuantOrder, 'status' | 'applyAmount' | 'profitAmount' | 'rates'>,
): string {
  const amount = exact.parse(order.applyAmount);
  const rate = exact.parse(order.rates[0]);
  if (order.status === 'FINISHED' || !amount || !rate) return order.profitAmount;
  return exact.toText(exact.round(exact.percentOf(amount, rate), 2, 'down'));
}
