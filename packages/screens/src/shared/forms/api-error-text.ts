import { CLIENT_ERROR, isApiError } from '@trading/api';
import type { IntlShape } from 'react-intl';

/**
 * What a failed call says to the user: the server's own message (it already speaks the
 * request's Accept-Language), or "Network Error" in the user's language when the server
 * never answered.
 */
export function apiErrorText(error: unknown, intl: IntlShape): string {
  if (isApiError(error) && error.code !== CLIENT_ERROR.NETWORK && error.message)
    return error.message;
  return intl.formatMessage({ id: 'error.network' });
}
