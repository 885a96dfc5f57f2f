import { QuantOrderStatus, type AdminQuantOrder } from '@trading/contract';

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
