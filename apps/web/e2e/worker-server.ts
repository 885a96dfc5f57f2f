import { inject } from 'vitest';

/*
 * A setup file: before a test file is imported, points its `inject('port')`,
 * `inject('webDist')` and `inject('smtpPort')` at this worker's own server (global-setup.ts starts one per worker), so
 * test files stay written for one server and the files on each server run one at a time.
 * vitest's public API provides one value to every worker; its worker state holds the copy
 * the file reads, and VITEST_POOL_ID (1…workers) names the worker.
 */
const servers = inject('servers');
const worker = Number(process.env.VITEST_POOL_ID ?? 1);
const server = servers[worker - 1];
// Two workers on one server would run its files at once: fail instead.
if (!server) throw new Error(`worker ${worker} has no server (${servers.length} started)`);
const state = (globalThis as { __vitest_worker__?: { providedContext: Record<string, unknown> } })
  .__vitest_worker__;
if (!state?.providedContext)
  throw new Error("vitest's worker state moved: update worker-server.ts");
state.providedContext.port = server.port;
state.providedContext.webDist = server.webDist;
state.providedContext.smtpPort = server.smtpPort;
