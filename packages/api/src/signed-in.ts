import { api } from './api-slice.js';
import { requireEnrolment, setToken } from './session-slice.js';

/**
 * After a sign-in call (password, second factor or passkey): store the token, then drop every
 * cache entry so subscribed screens refetch with it. A new user must not see the previous one's
 * cached data. A sign-in that still needs its second factor answers a ticket: nothing changes.
 */
export async function onSignedIn(
  _arg: unknown,
  {
    dispatch,
    queryFulfilled,
  }: {
    dispatch: (action: unknown) => unknown;
    queryFulfilled: Promise<{ data: object }>;
  },
): Promise<void> {
  const result = await queryFulfilled.catch(() => null);
  if (!result || !('token' in result.data) || typeof result.data.token !== 'string') return;
  dispatch(setToken(result.data.token));
  dispatch(api.util.resetApiState());
  if ('enrolmentRequired' in result.data && result.data.enrolmentRequired === true)
    dispatch(requireEnrolment());
}
