import type { WorkingOrder } from '@trading/contract';

/** The price a working order waits for: its limit, or its stop. */
export function waitingPrice(order: WorkingOrder): string {
  return order.limitPrice ?? order.stopPrice ?? '0';
}
