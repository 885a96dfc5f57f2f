import type { Redis } from 'ioredis';
import type { LocalSessionCache, SessionCache } from './session-cache';

/** How long a revocation waits for Redis before answering anyway (the cache TTL covers the rest). */
const PUBLISH_WAIT_MS = 1_000;

export interface ClusterSessions extends SessionCache {
  close(): Promise<void>;
}

const MESSAGE = /^([su]):(\d{1,15})$/;

/** `s:<session id>` or `u:<user id>`; ids are global (not per tenant). */
function parse(message: string): { kind: 's' | 'u'; id: number } | undefined {
  const match = MESSAGE.exec(message);
  return match ? { kind: match[1] as 's' | 'u', id: Number(match[2]) } : undefined;
}

/**
 * Session revocations shared by every process of a cluster through Redis pub/sub on one
 * channel. A revocation drops the local entries at once, then PUBLISHes and waits for Redis to
 * take it; PUBLISH returns once Redis has queued the message to every subscribed process, before
 * the caller answers its client. Every process (this one too) drops what the message names.
 * A process whose subscriber connection was lost drops its whole cache when it is back, since
 * messages sent meanwhile never arrive; the short cache TTL bounds what a lost PUBLISH leaves.
 */
export async function startClusterSessions(options: {
  cache: LocalSessionCache;
  publisher: Redis;
  subscriber: Redis;
  channel: string;
  onError: (error: Error) => void;
}): Promise<ClusterSessions> {
  const { cache, publisher, subscriber, channel, onError } = options;
  const onMessage = (from: string, message: string) => {
    if (from !== channel) return;
    const revoked = parse(message);
    if (revoked?.kind === 's') cache.dropSession(revoked.id);
    else if (revoked?.kind === 'u') cache.dropUser(revoked.id);
  };
  // ioredis re-subscribes by itself after a reconnect; whatever was sent in between is lost.
  const onReady = () => cache.clear();
  subscriber.on('message', onMessage);
  subscriber.on('ready', onReady);
  await subscriber.subscribe(channel);

  async function broadcast(message: string): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Redis took over ${PUBLISH_WAIT_MS} ms to publish`)),
        PUBLISH_WAIT_MS,
      );
    });
    try {
      await Promise.race([publisher.publish(channel, message), timeout]);
    } catch (error) {
      // The revocation is in the database already: the other processes see it within
      // SESSION_CACHE_MS. Signing out must not fail because Redis did.
      onError(error as Error);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    find: (tenantId, tokenHash) => cache.find(tenantId, tokenHash),
    async forgetSession(sessionId) {
      cache.dropSession(sessionId);
      await broadcast(`s:${sessionId}`);
    },
    async forgetUser(userId) {
      cache.dropUser(userId);
      await broadcast(`u:${userId}`);
    },
    async close() {
      subscriber.off('message', onMessage);
      subscriber.off('ready', onReady);
      await subscriber.unsubscribe(channel).catch(() => {});
    },
  };
}
