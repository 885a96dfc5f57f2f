import { symbolKey, type Market } from '@trading/contract';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { TickerSnapshot } from '../tick-batcher.js';
import { useFeed } from './feed-context.js';

/**
 * Subscribes to a symbol while mounted, like `useTicker`, but hands each published snapshot
 * (at most one a frame) to `onTick` instead of re-rendering: for cells on the hottest path,
 * which write their few changed characters straight into the DOM. Returns the latest snapshot
 * for the render itself, so a re-render for any other reason never shows an older price.
 */
export function useTickerEffect(
  symbol: string,
  exchange: Market,
  onTick: (tick: TickerSnapshot) => void,
): TickerSnapshot | undefined {
  const { client, batcher } = useFeed();
  const key = symbolKey({ symbol, exchange });
  const latest = useRef(onTick);
  useLayoutEffect(() => {
    latest.current = onTick;
  });
  useEffect(() => client.subscribe({ symbol, exchange }), [client, symbol, exchange]);
  useLayoutEffect(() => {
    const publish = () => {
      const tick = batcher.getSnapshot(key);
      if (tick !== undefined) latest.current(tick);
    };
    const unsubscribe = batcher.subscribe(key, publish);
    // Another screen may have kept this symbol's snapshot newer than what was rendered.
    publish();
    return unsubscribe;
  }, [batcher, key]);
  return batcher.getSnapshot(key);
}
