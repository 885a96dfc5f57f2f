import { useMarketStatusQuery } from '@trading/api';
import type { Market, MarketStatus } from '@trading/contract';
import { useEffect } from 'react';

/** setTimeout's longest delay; a state ending later is read again after it. */
const MAX_DELAY_MS = 2 ** 31 - 1;
/** A clock running ahead of the server's asks again this much later, not at once. */
const AT_LEAST_MS = 5_000;

/**
 * One market's state, read again as soon as it ends (the open, the close, a break's end), so
 * a screen left open turns from "Closed" to "Pre-open" to "Open" by itself. `readAt` is when
 * it was read: "today" in what the state names is that day's.
 */
export function useMarketStatus(
  market: Market,
): { status: MarketStatus; readAt: number } | undefined {
  const { data, fulfilledTimeStamp, refetch } = useMarketStatusQuery();
  const status = data?.find((s) => s.market === market);
  const until = status?.until ?? null;
  useEffect(() => {
    if (until === null) return;
    const delay = Math.min(Math.max(until - Date.now(), AT_LEAST_MS), MAX_DELAY_MS);
    const timer = setTimeout(() => void refetch(), delay);
    return () => clearTimeout(timer);
  }, [until, fulfilledTimeStamp, refetch]);
  return status && fulfilledTimeStamp !== undefined
    ? { status, readAt: fulfilledTimeStamp }
    : undefined;
}
