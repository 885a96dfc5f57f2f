import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MARKET_STATES,
  MARKETS,
  readServerMessage,
  SecurityEvent,
  ServerMessage,
} from '../src/index.js';

const number = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(0, -1, Number.NaN, Infinity, -Infinity, 2 ** 60),
);
const loose = fc.oneof(
  number,
  fc.string(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
);

/** A book level, sometimes wrong: a fractional, zero or negative quantity, a missing price. */
const level = fc.oneof(
  fc.record({ price: number, quantity: fc.oneof(fc.integer({ min: 1 }), number) }),
  fc.record({ price: loose, quantity: loose }, { requiredKeys: [] }),
  loose,
);

/** Frames near the schema: right event names with fields that are sometimes wrong or missing. */
const frame = fc.oneof(
  fc.record({ event: fc.constant('pong') }),
  fc.record(
    {
      event: fc.constant('tick'),
      symbol: fc.oneof(fc.string(), loose),
      exchange: fc.oneof(fc.constantFrom(...MARKETS), fc.string(), loose),
      timestamp: fc.oneof(number, loose),
      price: fc.oneof(number, loose),
      volume: number,
      priceChange: number,
      percentChange: fc.oneof(number, loose),
    },
    { requiredKeys: ['event', 'symbol', 'exchange', 'timestamp', 'price'] },
  ),
  fc.record(
    {
      event: fc.constant('depth'),
      symbol: fc.oneof(fc.string(), loose),
      exchange: fc.oneof(fc.constantFrom(...MARKETS), loose),
      timestamp: number,
      price: fc.oneof(number, loose),
      bids: fc.oneof(fc.array(level, { maxLength: 6 }), loose),
      asks: fc.oneof(fc.array(level, { maxLength: 6 }), loose),
      totalBidQuantity: number,
      totalAskQuantity: fc.oneof(number, loose),
    },
    { requiredKeys: ['event', 'symbol', 'exchange', 'timestamp', 'bids', 'asks'] },
  ),
  fc.record({
    event: fc.constant('error'),
    code: fc.oneof(number, loose),
    msg: fc.oneof(fc.string(), loose),
  }),
  fc.record({ event: fc.constant('auth') }),
  fc.record(
    {
      event: fc.constant('market'),
      market: fc.oneof(fc.constantFrom(...MARKETS), loose),
      state: fc.oneof(fc.constantFrom(...MARKET_STATES), fc.string(), loose),
      until: fc.oneof(fc.constant(null), number, loose),
      opensAt: fc.oneof(fc.constant(null), number, loose),
      holiday: fc.oneof(fc.boolean(), loose),
    },
    { requiredKeys: ['event', 'market', 'state'] },
  ),
  fc.record({
    event: fc.constant('notification'),
    notification: fc.oneof(
      loose,
      fc.record(
        {
          id: fc.oneof(number, loose),
          kind: fc.oneof(fc.constantFrom(...SecurityEvent.options), fc.string(), loose),
          detail: fc.oneof(fc.string(), loose),
          stockId: fc.oneof(number, loose),
          createdTime: fc.oneof(number, loose),
          read: fc.oneof(fc.boolean(), loose),
        },
        { requiredKeys: ['id', 'kind', 'detail', 'createdTime', 'read'] },
      ),
    ),
  }),
  fc.record({ event: fc.oneof(fc.string(), loose) }),
  fc.anything(),
);

describe('readServerMessage (the client feed’s zod-free reader)', () => {
  it('accepts exactly the frames the ServerMessage schema accepts', () => {
    fc.assert(
      fc.property(frame, (value) => {
        expect(readServerMessage(value) !== null).toBe(ServerMessage.safeParse(value).success);
      }),
      { numRuns: 3000 },
    );
  });

  it('reads JSON text and refuses broken JSON', () => {
    const tick = {
      event: 'tick',
      symbol: 'DANGCEM',
      exchange: 'NSENG',
      timestamp: 1_700_000_000,
      price: 512.5,
      volume: 10,
      priceChange: 1.5,
      percentChange: 0.29,
    };
    expect(readServerMessage(JSON.stringify(tick))).toEqual(tick);
    expect(readServerMessage('{"event":"tick"')).toBeNull();
    expect(readServerMessage('[]')).toBeNull();
  });
});
