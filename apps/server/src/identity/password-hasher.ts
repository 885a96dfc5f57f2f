import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { serverRoot } from '../config/server-root';
import { ApiError } from '../errors/api-error';
import { defaultHashWorkers, QUEUE_PER_WORKER, type Argon2Params } from './hash-cost';

export interface PasswordHasher {
  /** An argon2id hash in PHC form. Fails with BUSY when the queue of hashes is full. */
  hash(password: string): Promise<string>;
  /**
   * Checks a stored hash: argon2id, or the scrypt hashes stored before it. With no stored
   * hash (unknown user) it still spends one hash's time and answers false, so response
   * timing does not reveal which usernames exist. Fails with BUSY when the queue is full.
   */
  verify(password: string, stored: string | undefined): Promise<boolean>;
  /** True for a hash in an older scheme or cost: after a successful verify, store a new one. */
  needsRehash(stored: string): boolean;
  /** Hashes and checks taken on: on a worker now, or waiting for one. */
  queue(): { running: number; waiting: number };
  /** Ends the worker threads. */
  close(): Promise<void>;
}

export interface HasherOptions {
  params: Argon2Params;
  /** Worker threads that hash; default every core but one (the event loop's), at least one. */
  workers?: number;
  /** Hashes that may wait for a worker; one more is refused at once with BUSY. */
  queueLimit?: number;
}

// Plain JavaScript found from the server's root, so tsx, the bundle and vitest all load it.
const WORKER = pathToFileURL(join(serverRoot, 'src/identity/password-worker.mjs')).href;

/**
 * Hashing on its own bounded pool of worker threads (piscina), never on libuv's shared
 * thread pool where file reads and DNS lookups queue: a worker hashes synchronously, so
 * `workers` hashes run at a time, `queueLimit` more wait, and the next is refused with
 * BUSY (503, Retry-After) instead of piling up.
 */
export function pooledHasher(options: HasherOptions): PasswordHasher {
  const { params } = options;
  const workers = options.workers ?? defaultHashWorkers();
  const queueLimit = options.queueLimit ?? QUEUE_PER_WORKER * workers;
  const pool = new Piscina({ filename: WORKER, minThreads: workers, maxThreads: workers });
  // Counted here rather than with piscina's maxQueue: its limit shifts while workers start.
  let admitted = 0;
  const run = async <T>(name: 'hash' | 'verify', task: object): Promise<T> => {
    if (admitted >= workers + queueLimit) throw new ApiError('BUSY');
    admitted++;
    try {
      return (await pool.run(task, { name })) as T;
    } finally {
      admitted--;
    }
  };
  const current = `$argon2id$v=19$m=${params.memoryKib},t=${params.passes},p=1$`;
  return {
    hash: (password) => run<string>('hash', { password, params }),
    verify: (password, stored) =>
      run<boolean>('verify', { password, stored: stored ?? null, params }),
    needsRehash: (stored) => !stored.startsWith(current),
    queue: () => ({ running: admitted - pool.queueSize, waiting: pool.queueSize }),
    close: () => pool.destroy(),
  };
}
