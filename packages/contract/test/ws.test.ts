import { describe, expect, it } from 'vitest';
import {
  ClientMessage,
  PING_INTERVAL_MS,
  ServerMessage,
  WS_MAX_SUBSCRIPTIONS,
  WS_MAX_SYMBOLS,
  WS_PATH,
  WS_REFUSED_CLOSE_CODES,
  WsCode,
  parseClientMessage,
  parseServerMessage,
  symbolKey,
} from '../src/index.js';

describe('live feed messages', () => {
  it('has the spec constants', () => {
    expect(WS_PATH).toBe('/api/ws');
    expect(PING_INTERVAL_MS).toBe(5000);
  });

  it('parses client messages', () => {
    expect(parseClientMessage('{"action":"PING"}')).toEqual({
      ok: true,
      message: { action: 'PING' },
    });
    const sub = { action: 'SUBSCRIBE', symbols: [{ symbol: 'DANGCEM', exchange: 'NSENG' }] };
    expect(parseClientMessage(JSON.stringify(sub))).toEqual({ ok: true, message: sub });
    expect(ClientMessage.parse({ ...sub, action: 'UNSUBSCRIBE' }).action).toBe('UNSUBSCRIBE');
  });

  it('rejects bad client messages', () => {
    const sym = { symbol: 'A', exchange: 'US' };
    for (const bad of [
      '{not json',
      { action: 'ping' },
      { action: 'SUBSCRIBE' },
      { action: 'SUBSCRIBE', symbols: [] },
      { action: 'SUBSCRIBE', symbols: Array.from({ length: 201 }, () => sym) },
      { action: 'SUBSCRIBE', symbols: [{ symbol: 'A', exchange: 'LSE' }] },
      { action: 'SUBSCRIBE', symbols: [{ symbol: '', exchange: 'US' }] },
      { symbols: [sym] },
    ]) {
      expect(
        parseClientMessage(typeof bad === 'string' ? bad : JSON.stringify(bad)).ok,
        JSON.stringify(bad),
      ).toBe(false);
    }
    expect(
      ClientMessage.safeParse({
        action: 'SUBSCRIBE',
        symbols: Array.from({ length: 200 }, () => sym),
      }).success,
    ).toBe(true);
  });

  it('parses ticks (timestamp in seconds), pong and error', () => {
    const tick = {
      event: 'tick',
      symbol: 'AAPL',
      exchange: 'US',
      timestamp: 1_700_000_000,
      price: 189.5,
      volume: 1200,
      priceChange: -1.25,
      percentChange: -0.66,
    };
    const r = parseServerMessage(JSON.stringify(tick));
    expect(r).toEqual({ ok: true, message: tick });
    expect(parseServerMessage({ event: 'pong' })).toEqual({ ok: true, message: { event: 'pong' } });
    expect(ServerMessage.parse({ event: 'error', code: 10001, msg: 'bad' })).toEqual({
      event: 'error',
      code: 10001,
      msg: 'bad',
    });
  });

  it('rejects bad server messages', () => {
    const tick = {
      event: 'tick',
      symbol: 'AAPL',
      exchange: 'US',
      timestamp: 1_700_000_000,
      price: 189.5,
      volume: 1200,
      priceChange: -1.25,
      percentChange: -0.66,
    };
    expect(parseServerMessage({ ...tick, price: '189.5' }).ok).toBe(false);
    expect(parseServerMessage({ ...tick, exchange: 'XX' }).ok).toBe(false);
    const { volume: _v, ...noVolume } = tick;
    expect(parseServerMessage(noVolume).ok).toBe(false);
    expect(parseServerMessage({ event: 'PONG' }).ok).toBe(false);
    expect(parseServerMessage({ event: 'error', code: 1 }).ok).toBe(false);
  });

  it('has distinct feed codes: private close codes, and only refusals stop reconnecting', () => {
    const codes = Object.values(WsCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code >= 4000 && code <= 4999).toBe(true);
    expect(WS_REFUSED_CLOSE_CODES).toContain(1008);
    expect(WS_REFUSED_CLOSE_CODES).toContain(WsCode.TOO_MANY_SOCKETS);
    expect(WS_REFUSED_CLOSE_CODES).toContain(WsCode.TOO_MANY_AUTH);
    expect(WS_REFUSED_CLOSE_CODES).not.toContain(WsCode.IDLE);
    // A fresh socket can always take one full SUBSCRIBE.
    expect(WS_MAX_SUBSCRIPTIONS).toBeGreaterThanOrEqual(WS_MAX_SYMBOLS);
  });

  it('keys symbols by exchange', () => {
    expect(symbolKey({ symbol: 'DANGCEM', exchange: 'NSENG' })).toBe('NSENG:DANGCEM');
  });
});
