import type { Redis } from 'ioredis';
import type { TickFrame } from './tick-schedule.js';

const TAB = 0x09;
const NEWLINE = 0x0a;

/**
 * A batch on the wire: `topic\tpayload\n` per tick. Tick JSON never holds a raw tab or
 * newline, and each payload is sliced out of the message without copying.
 */
export function encodeTicks(ticks: readonly TickFrame[]): Buffer {
  const parts: Buffer[] = [];
  for (const { topic, payload } of ticks)
    parts.push(Buffer.from(`${topic}\t`), payload, Buffer.from('\n'));
  return Buffer.concat(parts);
}

export function decodeTicks(message: Buffer): TickFrame[] {
  const ticks: TickFrame[] = [];
  let start = 0;
  while (start < message.length) {
    const tab = message.indexOf(TAB, start);
    const end = message.indexOf(NEWLINE, tab);
    if (tab < 0 || end < 0) break;
    ticks.push({
      topic: message.toString('latin1', start, tab),
      payload: message.subarray(tab + 1, end),
    });
    start = end + 1;
  }
  return ticks;
}

export interface TickBus {
  /** One PUBLISH per batch: every process of the cluster receives it. */
  publish(ticks: TickFrame[]): void;
  close(): Promise<void>;
}

/**
 * Ticks through Redis pub/sub on one channel: the producer publishes each timer fire's
 * batch, and every process (the producer too) hands what it receives to its hub.
 */
export async function createRedisTickBus(options: {
  publisher: Redis;
  subscriber: Redis;
  channel: string;
  onTicks: (ticks: TickFrame[]) => void;
}): Promise<TickBus> {
  const { publisher, subscriber, channel, onTicks } = options;
  const listener = (from: Buffer, message: Buffer) => {
    if (from.toString() === channel) onTicks(decodeTicks(message));
  };
  subscriber.on('messageBuffer', listener);
  await subscriber.subscribe(channel);
  return {
    publish(ticks) {
      // A lost batch is a skipped tick (the next one carries the price); never queue them.
      publisher.publish(channel, encodeTicks(ticks)).catch(() => {});
    },
    async close() {
      subscriber.off('messageBuffer', listener);
      await subscriber.unsubscribe(channel).catch(() => {});
    },
  };
}
