type KeyValues = Pick<Storage, 'getItem' | 'setItem'>;

/** In sessionStorage: the build (its entry module's URL) that already reloaded for a chunk. */
const RELOADED_BUILD = 'chunkReloadBuild';

/**
 * Whether a chunk that failed to load should reload the page: once per build. A deploy removes
 * the old build's chunks, so a page of it reloads into the new build; if that build fails too
 * (or the reload brought the same old build back), the error is shown instead of a loop.
 */
export function reloadForFailedChunk(session: KeyValues, build: string): boolean {
  if (session.getItem(RELOADED_BUILD) === build) return false;
  session.setItem(RELOADED_BUILD, build);
  return true;
}

/** Reloads once when a lazy chunk of this build cannot be fetched (Vite's preload error). */
export function reloadOnFailedChunk(build: string): void {
  addEventListener('vite:preloadError', (event) => {
    if (!reloadForFailedChunk(sessionStorage, build)) return;
    event.preventDefault();
    location.reload();
  });
}
