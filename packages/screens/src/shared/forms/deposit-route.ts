/** Which tenant account a bank deposit goes to; travels in the /depositMethod query. */
export type DepositAccountKind = 'corporate' | 'personal';

export function depositAccountKind(value: string | null): DepositAccountKind | null {
  return value === 'corporate' || value === 'personal' ? value : null;
}

/**
 * What /depositList hands the deposit pages in the navigation state: the authorization code
 * it already checked, so the form starts with it filled in.
 */
export interface DepositRouteState {
  authCode?: string;
}

export function authCodeFromState(state: unknown): string {
  const code = (state as DepositRouteState | null)?.authCode;
  return typeof code === 'string' ? code : '';
}
