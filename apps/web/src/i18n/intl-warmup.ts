import type { WarmIntlRequest } from './warm-intl';

/** Longer than the warm-up takes on a slow phone; a stuck worker never holds the first render. */
const WARM_UP_LIMIT_MS = 1500;

/**
 * Loads the platform's locale data on a worker thread, resolving once it has (or at once where
 * there are no workers). A page's first Intl call is one of its longest main-thread tasks on a
 * slow phone (70–90 ms on this machine, ×4 on the phone), and the data it loads is shared by
 * the whole renderer process: the main thread's first calls after this take well under a
 * millisecond (docs/decisions.md, "Locale data off the main thread").
 */
export function warmIntlOffThread(request: WarmIntlRequest): Promise<void> {
  if (typeof Worker !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    let worker: Worker | undefined;
    const done = () => {
      clearTimeout(limit);
      worker?.terminate();
      resolve();
    };
    const limit = setTimeout(done, WARM_UP_LIMIT_MS);
    try {
      worker = new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = done;
      worker.onerror = done;
      worker.postMessage(request);
    } catch {
      done();
    }
  });
}
