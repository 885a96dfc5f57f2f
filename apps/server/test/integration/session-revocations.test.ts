import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { describe, expect, it, vi } from 'vitest';
import type { LocalSessionCache } from '../../src/identity/session-cache';
import { startClusterSessions } from '../../src/identity/session-revocations';

/**
 * The revocation messages between processes, over an in-memory stand-in for Redis pub/sub
 * (the three-process cluster test runs them over the real one).
 */
function recordingCache() {
  const dropped: string[] = [];
  const cache: LocalSessionCache = {
    find: async () => undefined,
    dropSession: (id) => dropped.push(`session ${id}`),
    dropUser: (id) => dropped.push(`user ${id}`),
    clear: () => dropped.push('all'),
  };
  return { cache, dropped };
}

/** A subscriber connection: emits 'message' for its channels, 'ready' after a reconnect. */
function fakeSubscriber() {
  const subscriber = new EventEmitter() as EventEmitter & {
    channels: Set<string>;
    subscribe(channel: string): Promise<void>;
    unsubscribe(channel: string): Promise<void>;
  };
  subscriber.channels = new Set();
  subscriber.subscribe = async (channel) => void subscriber.channels.add(channel);
  subscriber.unsubscribe = async (channel) => void subscriber.channels.delete(channel);
  return subscriber;
}

function fakeBroker() {
  const subscribers: ReturnType<typeof fakeSubscriber>[] = [];
  const publisher = {
    publish: async (channel: string, message: string) => {
      for (const s of subscribers) if (s.channels.has(channel)) s.emit('message', channel, message);
      return subscribers.length;
    },
  };
  return {
    publisher: publisher as unknown as Redis,
    subscriber() {
      const s = fakeSubscriber();
      subscribers.push(s);
      return s;
    },
  };
}

const CHANNEL = 'test:sessions:revoked';

async function processOn(broker: ReturnType<typeof fakeBroker>, onError = vi.fn()) {
  const { cache, dropped } = recordingCache();
  const subscriber = broker.subscriber();
  const sessions = await startClusterSessions({
    cache,
    publisher: broker.publisher,
    subscriber: subscriber as unknown as Redis,
    channel: CHANNEL,
    onError,
  });
  return { sessions, dropped, subscriber, onError };
}

describe('session revocations across processes', () => {
  it('drops a signed-out session and a user whose password changed on every process', async () => {
    const broker = fakeBroker();
    const a = await processOn(broker);
    const b = await processOn(broker);
    await a.sessions.forgetSession(41);
    expect(b.dropped).toEqual(['session 41']);
    await b.sessions.forgetUser(7);
    expect(a.dropped).toEqual(['session 41', 'session 41', 'user 7']);
    expect(b.dropped).toEqual(['session 41', 'user 7', 'user 7']);
  });

  it('ignores other channels and messages it cannot read', async () => {
    const broker = fakeBroker();
    const a = await processOn(broker);
    for (const message of ['x:1', 's:', 's:abc', 'u:1.5', 's-1', ''])
      a.subscriber.emit('message', CHANNEL, message);
    a.subscriber.emit('message', 'test:ticks', 's:1');
    expect(a.dropped).toEqual([]);
  });

  it('drops its whole cache when its subscriber connection is back (messages sent meanwhile are lost)', async () => {
    const a = await processOn(fakeBroker());
    a.subscriber.emit('ready');
    expect(a.dropped).toEqual(['all']);
  });

  it('still signs out when Redis fails or hangs: the local cache goes, the error is reported', async () => {
    const failing = { publish: () => Promise.reject(new Error('connection is closed')) };
    const hanging = { publish: () => new Promise(() => {}) };
    for (const publisher of [failing, hanging]) {
      const { cache, dropped } = recordingCache();
      const onError = vi.fn();
      const sessions = await startClusterSessions({
        cache,
        publisher: publisher as unknown as Redis,
        subscriber: fakeSubscriber() as unknown as Redis,
        channel: CHANNEL,
        onError,
      });
      await sessions.forgetSession(5);
      expect(dropped).toEqual(['session 5']);
      expect(onError).toHaveBeenCalledOnce();
    }
  });

  it('stops listening on close', async () => {
    const broker = fakeBroker();
    const a = await processOn(broker);
    const b = await processOn(broker);
    await b.sessions.close();
    await a.sessions.forgetSession(3);
    expect(b.dropped).toEqual([]);
    expect(b.subscriber.listenerCount('message')).toBe(0);
  });
});
