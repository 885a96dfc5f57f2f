import { hydrateApi, STORAGE_KEYS, type AppStore } from '@trading/api';
import { sessionTag } from '../ssr/session-tag';
import {
  apiStateOf,
  mergeOfflineData,
  offlineDataFor,
  offlineDataOf,
  SIGNED_OUT,
  type OfflineData,
  type Owner,
} from './offline-data';
import { personalCaches } from './personal-caches';

type KeyValues = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Saves are batched: a screen's reads land together, and one write follows them. */
const SAVE_DELAY_MS = 1_000;

const ownerOf = (token: string | null): Owner => (token === null ? SIGNED_OUT : sessionTag(token));

/** Deletes the service worker's caches that could hold one user's data (personal-caches.ts). */
async function clearPersonalCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  for (const name of personalCaches(await caches.keys())) await caches.delete(name);
}

/**
 * Keeps the last answers of the reads the app shows offline (offline-data.ts) in `storage`, for
 * the session that fetched them, and brings them back when the app starts without a network.
 * When the session ends (logout, or the server's session-ended codes: both clear the token)
 * the copy and any personal cache go at once, so the next user of the phone sees none of it.
 */
export function keepOfflineData(store: AppStore, storage: KeyValues, online: () => boolean): void {
  let token = store.getState().session.token;
  // When the current session began here; 0 for the one the app starts with.
  let since = 0;
  let kept: OfflineData | null = offlineDataFor(
    storage.getItem(STORAGE_KEYS.offlineData),
    ownerOf(token),
  );
  if (kept && !online()) store.dispatch(hydrateApi(apiStateOf(kept)));

  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    // Failed refreshes (offline) leave their last answer in the copy: only answers replace answers.
    kept = mergeOfflineData(
      kept,
      offlineDataOf(store.getState().api.queries, ownerOf(token), since),
    );
    try {
      storage.setItem(STORAGE_KEYS.offlineData, JSON.stringify(kept));
    } catch {
      // A full storage leaves the previous copy: offline shows older data, never another's.
    }
  };

  store.subscribe(() => {
    const next = store.getState().session.token;
    if (next !== token) {
      token = next;
      since = Date.now();
      clearTimeout(timer);
      timer = undefined;
      kept = null;
      storage.removeItem(STORAGE_KEYS.offlineData);
      void clearPersonalCaches();
    }
    timer ??= setTimeout(save, SAVE_DELAY_MS);
  });
  // The page may close before the batch is written (a tab swiped away).
  addEventListener('pagehide', () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    save();
  });
}
