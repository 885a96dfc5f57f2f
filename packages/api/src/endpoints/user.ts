import { api } from '../api-slice.js';
import { mutationCall, queryCall } from '../define-call.js';
import { ACCOUNT_BALANCE, item, list, type } from '../tags.js';
import { clearToken } from '../session-slice.js';
import { onSignedIn } from '../signed-in.js';

/** User: session, passwords, second factor, profile and balances. */
export const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: mutationCall(build, 'login', { invalidates: [], onQueryStarted: onSignedIn }),
    loginSecondFactor: mutationCall(build, 'loginSecondFactor', {
      invalidates: [],
      onQueryStarted: onSignedIn,
    }),
    stepUp: mutationCall(build, 'stepUp', { invalidates: [] }),
    // A fresh single-use challenge each time: never cached.
    stepUpPasskeyOptions: mutationCall(build, 'stepUpPasskeyOptions', { invalidates: [] }),
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
    // A signed-out user's way back in: a mailed single-use link, then the new password.
    forgotPassword: mutationCall(build, 'forgotPassword', { invalidates: [] }),
    resetPassword: mutationCall(build, 'resetPassword', { invalidates: [] }),
    logout: mutationCall(build, 'logout', {
      invalidates: [],
      // Leaving must work offline too: the local session ends whatever the server answers.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => null);
        dispatch(clearToken({ jumpToLogin: false }));
        dispatch(api.util.resetApiState());
      },
    }),
    // The server signs the other sessions out and tells the owner.
    changePassword: mutationCall(build, 'changePassword', {
      invalidates: [list('Session'), type('Notification')],
    }),
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
  useStepUpPasskeyOptionsMutation,
  useTwoFactorStateQuery,
  useTwoFactorSetupMutation,
  useTwoFactorConfirmMutation,
  useTwoFactorDisableMutation,
  useTwoFactorRecoveryCodesMutation,
  useRegisterMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useLogoutMutation,
  useChangePasswordMutation,
  useSetOpPasswordMutation,
  useOpPasswordStateQuery,
  useUserProfileQuery,
  useUserBalanceQuery,
  useBalanceAndPositionQuery,
} = userApi;
