import { STORAGE_KEYS } from '@trading/api';
import type { InstallHistory } from './install-offer-rules';

type KeyValues = Pick<Storage, 'getItem' | 'setItem'>;

/** In sessionStorage: this browser session is counted already, so a reload is not a visit. */
const VISIT_COUNTED = 'installVisitCounted';

export function readInstallHistory(local: KeyValues): InstallHistory {
  const visits = Number.parseInt(local.getItem(STORAGE_KEYS.installVisits) ?? '0', 10);
  return {
    visits: Number.isFinite(visits) ? visits : 0,
    dismissed: local.getItem(STORAGE_KEYS.installDismissed) === '1',
  };
}

/** Counts this visit once per browser session. */
export function recordVisit(local: KeyValues, session: KeyValues): void {
  if (session.getItem(VISIT_COUNTED)) return;
  session.setItem(VISIT_COUNTED, '1');
  const { visits } = readInstallHistory(local);
  local.setItem(STORAGE_KEYS.installVisits, String(visits + 1));
}

export function rememberDismissal(local: KeyValues): void {
  local.setItem(STORAGE_KEYS.installDismissed, '1');
}
