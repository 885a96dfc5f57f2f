import { api, useMarketStatusQuery } from '@trading/api';
import type { Market, MarketStatus } from '@trading/contract';
import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';

/** setTimeout's longest delay; a state ending later is read again after it. */
const MAX_DELAY_MS = 2 ** 31 - 1;
/** A clock running ahead of the server's asks again this much later, not at once. */
const AT_LEAST_MS = 5_000;

/**
 * One market's state, read again as soon as it ends (the open, the close, a break's end), so
 * a screen left open turns from "Closed" to "Pre-open" to "Open" by itself. `readAt` is when
 * it was read: "today" in what the state names is that day's. When the state does change, the
 * stock reads are refreshed: their trade state (the Buy and Sell buttons) follows the market.
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

  const dispatch = useDispatch();
  const state = status?.state;
  // The state last seen of this market (another market's, after a tab switch, is no change).
  const seen = useRef({ market, state });
  useEffect(() => {
    if (state === undefined) return;
    const last = seen.current;
    if (last.market === market && last.state !== undefined && last.state !== state)
      dispatch(api.util.invalidateTags(['Stock']));
    seen.current = { market, state };
  }, [market, state, dispatch]);
  return status && fulfilledTimeStamp !== undefined
    ? { status, readAt: fulfilledTimeStamp }
    : undefined;
}
