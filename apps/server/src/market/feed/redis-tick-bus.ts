import type { Redis } from 'ioredis';
import type { TickFrame } from './tick-schedule.js';

const TAB = 0x09;
const NEWLINE = 0x0a;

/**
 * The last line of a batch, `#due\t<epoch ms>`: when its oldest tick was due, so every
 * process can tell its delivery lag. It reads as a tick of a topic no socket can subscribe
 * to, so a process of the release before, meeting it during a rolling restart, drops it.
 */
const DUE_TOPIC = '#due';

/**
 * A batch on the wire: `topic\tpayload\n` per tick, then the due line. Tick JSON never
 * holds a raw tab or newline, and each payload is sliced out of the message without copying.
 */
export function encodeTicks(ticks: readonly TickFrame[]): Buffer {
  const parts: Buffer[] = [];
  let dueAt = Infinity;
  for (const { topic, payload, dueAt: due } of ticks) {
    parts.push(Buffer.from(`${topic}\t`), payload, Buffer.from('\n'));
    if (due !== undefined && due < dueAt) dueAt = due;
  }
  if (dueAt !== Infinity) parts.push(Buffer.from(`${DUE_TOPIC}\t${dueAt}\n`));
  return Buffer.concat(parts);
}

export function decodeTicks(message: Buffer): TickFrame[] {
  const ticks: TickFrame[] = [];
  let dueAt: number | undefined;
  let start = 0;
  while (start < message.length) {
    const tab = message.indexOf(TAB, start);
    const end = message.indexOf(NEWLINE, tab);
    if (tab < 0 || end < 0) break;
    const topic = message.toString('latin1', start, tab);
    if (topic === DUE_TOPIC) dueAt = Number(message.toString('latin1', tab + 1, end));
    else ticks.push({ topic, payload: message.subarray(tab + 1, end) });
    start = end + 1;
  }
  if (dueAt !== undefined && Number.isFinite(dueAt)) for (const tick of ticks) tick.dueAt = dueAt;
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
