import type { SchemeChoice } from '@trading/contract/tenant';

/** i18n ids of the Appearance choices. */
export const SCHEME_CHOICE_TEXT: Record<SchemeChoice, string> = {
  system: 'account.appearance.system',
  light: 'account.appearance.light',
  dark: 'account.appearance.dark',
};
