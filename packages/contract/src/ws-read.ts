import { MARKET_STATES, MARKETS } from './markets.js';
import { isRejection } from './rejection-reasons.js';
import { SECURITY_EVENTS } from './security-events.js';
import { DEPTH_LEVELS } from './ws-rules.js';
import type { ServerMessage } from './ws.js';

type Frame = Record<string, unknown>;

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** What a tick and an order book both carry: the symbol, its market, when, and the last price. */
function isPricedSymbol(frame: Frame): boolean {
  return (
    typeof frame.symbol === 'string' &&
    (MARKETS as readonly unknown[]).includes(frame.exchange) &&
    isFiniteNumber(frame.timestamp) &&
    frame.timestamp >= 0 &&
    isFiniteNumber(frame.price)
  );
}

function isTick(frame: Frame): boolean {
  return (
    isPricedSymbol(frame) &&
    isFiniteNumber(frame.volume) &&
    isFiniteNumber(frame.priceChange) &&
    isFiniteNumber(frame.percentChange)
  );
}

const isTimeOrNull = (value: unknown) =>
  value === null || (Number.isSafeInteger(value) && (value as number) >= 0);

function isMarketStatus(frame: Frame): boolean {
  return (
    (MARKETS as readonly unknown[]).includes(frame.market) &&
    (MARKET_STATES as readonly unknown[]).includes(frame.state) &&
    isTimeOrNull(frame.until) &&
    isTimeOrNull(frame.opensAt) &&
    typeof frame.holiday === 'boolean'
  );
}

function isLevels(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.length <= DEPTH_LEVELS &&
    value.every(
      (level: Frame) =>
        typeof level === 'object' &&
        level !== null &&
        isFiniteNumber(level.price) &&
        Number.isSafeInteger(level.quantity) &&
        (level.quantity as number) > 0,
    )
  );
}

function isDepth(frame: Frame): boolean {
  const isTotal = (v: unknown) => Number.isSafeInteger(v) && (v as number) >= 0;
  return (
    isPricedSymbol(frame) &&
    isLevels(frame.bids) &&
    isLevels(frame.asks) &&
    isTotal(frame.totalBidQuantity) &&
    isTotal(frame.totalAskQuantity)
  );
}

function isNotification(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const n = value as Frame;
  const isId = (v: unknown) => Number.isSafeInteger(v) && (v as number) > 0;
  return (
    isId(n.id) &&
    (SECURITY_EVENTS as readonly unknown[]).includes(n.kind) &&
    typeof n.detail === 'string' &&
    (n.stockId === null || isId(n.stockId)) &&
    (n.rejection === null || isRejection(n.rejection)) &&
    Number.isSafeInteger(n.createdTime) &&
    (n.createdTime as number) >= 0 &&
    typeof n.read === 'boolean'
  );
}

/**
 * Reads a server frame (JSON text or a parsed value) and accepts exactly what the zod
 * `ServerMessage` schema accepts (a test holds the two together). The browser's feed uses it:
 * every tick passes through here, and it keeps zod out of the first page's JS.
 */
export function readServerMessage(raw: unknown): ServerMessage | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const frame = value as Frame;
  switch (frame.event) {
    case 'pong':
    case 'auth':
      return frame as ServerMessage;
    case 'notification':
      return isNotification(frame.notification) ? (frame as ServerMessage) : null;
    case 'tick':
      return isTick(frame) ? (frame as ServerMessage) : null;
    case 'market':
      return isMarketStatus(frame) ? (frame as ServerMessage) : null;
    case 'depth':
      return isDepth(frame) ? (frame as ServerMessage) : null;
    case 'error':
      return Number.isSafeInteger(frame.code) && typeof frame.msg === 'string'
        ? (frame as ServerMessage)
        : null;
    default:
      return null;
  }
}
