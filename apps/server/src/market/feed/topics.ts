import { symbolKey, type WsSymbol } from '@trading/contract';
import type { TopicKind } from './tick-schedule.js';

/**
 * The feed's topic of a symbol's ticks ("US:AAPL", as the contract keys subscriptions) or of
 * its order book ("depth:US:AAPL"): one registry and one schedule carry both, apart.
 */
export function topicOf(symbol: WsSymbol, kind: TopicKind): string {
  return kind === 'tick' ? symbolKey(symbol) : `depth:${symbolKey(symbol)}`;
}
