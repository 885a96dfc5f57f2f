import type { KycRecord } from '@trading/contract';

export interface AccountEntry {
  /** i18n id of the row title. */
  title: string;
  /** A route inside the app, or an action the screen runs. */
  target: { kind: 'route'; path: string } | { kind: 'landing'; url: string } | { kind: 'logout' };
  /** A count shown at the row's end (unread notifications); nothing when 0. */
  badge?: number;
}

export interface EntryInputs {
  kyc: KycRecord | null | undefined;
  landingPageUrl: string | null | undefined;
  showChangeLanguage: boolean;
  unreadNotifications: number;
}

/**
 * The Account list, in its order. Real name opens the introduction until a KYC
 * form was ever submitted, then the form (which shows its status); the landing page only
 * when the tenant configured one; change language only when the tenant offers it.
 */
export function accountEntries({
  kyc,
  landingPageUrl,
  showChangeLanguage,
  unreadNotifications,
}: EntryInputs): AccountEntry[] {
  const route = (title: string, path: string): AccountEntry => ({
    title,
    target: { kind: 'route', path },
  });
  return [
    route('route.orderRecords', '/orderRecords'),
    route('route.documents', '/documents'),
    route('route.quantitativeRecords', '/quantitativeRecords'),
    route('route.applyOrder', '/applyOrder'),
    route('route.transaction', '/transaction'),
    route('route.depositRecord', '/depositRecord'),
    route('route.withdrawRecord', '/withdrawRecord'),
    route('account.realName', kyc ? '/kyc' : '/openKyc'),
    route('route.userBank', '/userBank'),
    route('route.resetPassword', '/resetPassword'),
    route('route.resetOpPassword', '/resetOpPassword'),
    route('route.devices', '/devices'),
    { ...route('route.notifications', '/notifications'), badge: unreadNotifications },
    route('route.alerts', '/alerts'),
    route('route.twoFactor', '/account/two-factor'),
    ...(landingPageUrl
      ? [
          {
            title: 'account.landingPage',
            target: { kind: 'landing', url: landingPageUrl },
          } as const,
        ]
      : []),
    ...(showChangeLanguage ? [route('route.changeLanguage', '/changeLanguage')] : []),
    { title: 'action.logout', target: { kind: 'logout' } },
  ];
}
