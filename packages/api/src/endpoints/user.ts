import { api } from '../api-slice.js';
import { mutationCall, queryCall } from '../define-call.js';
import { ACCOUNT_BALANCE, item, type } from '../tags.js';
import { clearToken, setToken } from '../session-slice.js';

/** User: session, passwords, profile and balances. */
export const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: mutationCall(build, 'login', {
      invalidates: [],
      // A new user must not see the previous one's cached data: store the token, then drop
      // every cache entry so subscribed screens refetch with it.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (!result) return;
        dispatch(setToken(result.data.token));
        dispatch(api.util.resetApiState());
      },
    }),
    register: mutationCall(build, 'register', { invalidates: [] }),
    logout: mutationCall(build, 'logout', {
      invalidates: [],
      // Leaving must work offline too: the local session ends whatever the server answers.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => null);
        dispatch(clearToken({ jumpToLogin: false }));
        dispatch(api.util.resetApiState());
      },
    }),
    changePassword: mutationCall(build, 'changePassword', { invalidates: [] }),
    setOpPassword: mutationCall(build, 'setOpPassword', { invalidates: [type('OpPassword')] }),
    opPasswordState: queryCall(build, 'opPasswordState', { provides: [type('OpPassword')] }),
    userProfile: queryCall(build, 'userProfile', { provides: [type('Profile')] }),
    userBalance: queryCall(build, 'userBalance', { provides: ACCOUNT_BALANCE }),
    balanceAndPosition: queryCall(build, 'balanceAndPosition', {
      provides: [type('Balance'), item('Position', 'stockId')],
    }),
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
