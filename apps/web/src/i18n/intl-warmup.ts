import type { WarmIntlRequest } from './warm-intl';
// Inlined into this chunk and started from a blob: URL. As a file of its own it was one more
// fetch queued behind the page's scripts: on slow 4G it started after the 1.5 s limit, so the
// first render waited that long and still paid for the locale data on the main thread.
import IntlWarmupWorker from './intl-warmup.worker.ts?worker&inline';

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
      worker = new IntlWarmupWorker();
      worker.onmessage = done;
      worker.onerror = done;
      worker.postMessage(request);
    } catch {
      done();
    }
  });
}
