import type { Candle } from '@trading/contract';

/**
 * Puts an older history page (as the API returns it: newest first) in front of `existing`
 * (oldest first). Candles are keyed by timestamp; on a clash the existing candle wins because
 * it may already carry live ticks. Returns `existing` itself when the page adds nothing.
 */
export function mergeHistory(
  existing: readonly Candle[],
  olderPageNewestFirst: readonly Candle[],
): readonly Candle[] {
  const page = olderPageNewestFirst.slice().reverse();
  if (!isStrictlyAscending(page)) page.sort((a, b) => a.timestamp - b.timestamp);
  const merged: Candle[] = [];
  let i = 0;
  let j = 0;
  while (i < existing.length || j < page.length) {
    const mine = existing[i];
    const theirs = page[j];
    if (theirs === undefined || (mine !== undefined && mine.timestamp <= theirs.timestamp)) {
      if (theirs !== undefined && mine !== undefined && mine.timestamp === theirs.timestamp) j++;
      merged.push(mine as Candle);
      i++;
    } else {
      if (merged[merged.length - 1]?.timestamp !== theirs.timestamp) merged.push(theirs);
      j++;
    }
  }
  return merged.length === existing.length ? existing : merged;
}

function isStrictlyAscending(candles: readonly Candle[]): boolean {
  for (let k = 1; k < candles.length; k++) {
    if ((candles[k] as Candle).timestamp <= (candles[k - 1] as Candle).timestamp) return false;
  }
  return true;
}
