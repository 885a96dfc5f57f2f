import { availableParallelism } from 'node:os';

/** argon2id's cost: memory in KiB and passes over it (time cost); always one lane. */
export interface Argon2Params {
  memoryKib: number;
  passes: number;
}

/** OWASP Password Storage Cheat Sheet, argon2id: m = 19 MiB, t = 2, p = 1. */
export const OWASP_ARGON2ID: Argon2Params = { memoryKib: 19_456, passes: 2 };

/** Every core but one, which the event loop keeps; at least one. */
export function defaultHashWorkers(): number {
  return Math.max(1, availableParallelism() - 1);
}

/**
 * Hashes that may wait per worker before the next is refused with BUSY: at OWASP's cost
 * (about 10 ms a hash here, 20–40 ms on a busy machine) a second or two of waiting.
 */
export const QUEUE_PER_WORKER = 64;
