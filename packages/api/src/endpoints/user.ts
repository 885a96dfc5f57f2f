import { api } from '../api-slice.js';
import { mutationCall, queryCall } from '../define-call.js';
import { clearToken, setToken } from '../session-slice.js';

/** User: session, passwords, profile and balances. */
export const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: mutationCall(build, 'login', {
      // A new user must not see the previous one's cached data: store the token, then drop
      // every cache entry so subscribed screens refetch with it.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (!result) return;
        dispatch(setToken(result.data.token));
        dispatch(api.util.resetApiState());
      },
    }),
    register: mutationCall(build, 'register'),
    logout: mutationCall(build, 'logout', {
      // Leaving must work offline too: the local session ends whatever the server answers.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => null);
        dispatch(clearToken({ jumpToLogin: false }));
        dispatch(api.util.resetApiState());
      },
    }),
    changePassword: mutationCall(build, 'changePassword'),
    setOpPassword: mutationCall(build, 'setOpPassword'),
    opPasswordState: queryCall(build, 'opPasswordState'),
    userProfile: queryCall(build, 'userProfile'),
    userBalance: queryCall(build, 'userBalance'),
    balanceAndPosition: queryCall(build, 'balanceAndPosition'),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useChangePasswordMutation,
  useSetOpPasswordMutation,
  useOpPasswordStateQuery,
  useUserProfileQuery,
  useUserBalanceQuery,
  useBalanceAndPositionQuery,
} = userApi;
