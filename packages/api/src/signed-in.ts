import { api } from './api-slice.js';
import { setToken } from './session-slice.js';

/**
 * After a sign-in call (password or passkey): store the token, then drop every cache entry so
 * subscribed screens refetch with it. A new user must not see the previous one's cached data.
 */
export async function onSignedIn(
  _arg: unknown,
  {
    dispatch,
    queryFulfilled,
  }: {
    dispatch: (action: unknown) => unknown;
    queryFulfilled: Promise<{ data: { token: string } }>;
  },
): Promise<void> {
  const result = await queryFulfilled.catch(() => null);
  if (!result) return;
  dispatch(setToken(result.data.token));
  dispatch(api.util.resetApiState());
}
