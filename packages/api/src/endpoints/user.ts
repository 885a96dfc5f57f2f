import type { UnknownAction } from '@reduxjs/toolkit';
import { api } from '../api-slice.js';
import { mutationCall, queryCall } from '../define-call.js';
import { ACCOUNT_BALANCE, item, type } from '../tags.js';
import { clearToken, setToken } from '../session-slice.js';

/**
 * A new user must not see the previous one's cached data: store the token, then drop every
 * cache entry so subscribed screens refetch with it. A sign-in that still needs its second
 * factor answers a ticket instead, and nothing changes yet.
 */
async function startSession(
  _arg: unknown,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: UnknownAction) => unknown; queryFulfilled: Promise<{ data: object }> },
) {
  const result = await queryFulfilled.catch(() => null);
  if (!result || !('token' in result.data) || typeof result.data.token !== 'string') return;
  dispatch(setToken(result.data.token));
  dispatch(api.util.resetApiState());
}

/** User: session, passwords, second factor, profile and balances. */
export const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: mutationCall(build, 'login', { invalidates: [], onQueryStarted: startSession }),
    loginSecondFactor: mutationCall(build, 'loginSecondFactor', {
      invalidates: [],
      onQueryStarted: startSession,
    }),
    stepUp: mutationCall(build, 'stepUp', { invalidates: [] }),
    twoFactorState: queryCall(build, 'twoFactorState', { provides: [type('TwoFactor')] }),
    twoFactorSetup: mutationCall(build, 'twoFactorSetup', { invalidates: [] }),
    twoFactorConfirm: mutationCall(build, 'twoFactorConfirm', {
      invalidates: [type('TwoFactor')],
    }),
    twoFactorDisable: mutationCall(build, 'twoFactorDisable', {
      invalidates: [type('TwoFactor')],
    }),
    twoFactorRecoveryCodes: mutationCall(build, 'twoFactorRecoveryCodes', {
      invalidates: [type('TwoFactor')],
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
  useLoginSecondFactorMutation,
  useStepUpMutation,
  useTwoFactorStateQuery,
  useTwoFactorSetupMutation,
  useTwoFactorConfirmMutation,
  useTwoFactorDisableMutation,
  useTwoFactorRecoveryCodesMutation,
  useRegisterMutation,
  useLogoutMutation,
  useChangePasswordMutation,
  useSetOpPasswordMutation,
  useOpPasswordStateQuery,
  useUserProfileQuery,
  useUserBalanceQuery,
  useBalanceAndPositionQuery,
} = userApi;
