import { api } from '../api-slice.js';
import { mutationCall, queryCall } from '../define-call.js';
import { clearToken } from '../session-slice.js';
import { onSignedIn } from '../signed-in.js';
import { list, type } from '../tags.js';

/** Devices (sessions), passkeys and security notifications. */
export const securityApi = api.injectEndpoints({
  endpoints: (build) => ({
    sessions: queryCall(build, 'sessions', { provides: [list('Session')] }),
    sessionRevoke: mutationCall(build, 'sessionRevoke', { invalidates: [list('Session')] }),
    sessionRevokeOthers: mutationCall(build, 'sessionRevokeOthers', {
      invalidates: [list('Session')],
    }),
    passkeys: queryCall(build, 'passkeys', { provides: [list('Passkey')] }),
    // Each call stores a fresh single-use challenge: never cached, never shared.
    passkeyRegisterOptions: mutationCall(build, 'passkeyRegisterOptions', { invalidates: [] }),
    // The two-factor state says whether a step-up can take a passkey.
    passkeyRegister: mutationCall(build, 'passkeyRegister', {
      invalidates: [list('Passkey'), type('Notification'), type('TwoFactor')],
    }),
    passkeyRemove: mutationCall(build, 'passkeyRemove', {
      invalidates: [list('Passkey'), type('TwoFactor')],
    }),
    passkeyLoginOptions: mutationCall(build, 'passkeyLoginOptions', { invalidates: [] }),
    passkeyLogin: mutationCall(build, 'passkeyLogin', {
      invalidates: [],
      onQueryStarted: onSignedIn,
    }),
    notifications: queryCall(build, 'notifications', { provides: [type('Notification')] }),
    notificationsUnread: queryCall(build, 'notificationsUnread', {
      provides: [type('Notification')],
    }),
    notificationsRead: mutationCall(build, 'notificationsRead', {
      invalidates: [type('Notification')],
    }),
    // "This wasn't me" ends every session, this one too: once it is done, back to sign-in.
    notMe: mutationCall(build, 'notMe', {
      invalidates: [],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (!done) return;
        dispatch(clearToken({ jumpToLogin: true }));
        dispatch(api.util.resetApiState());
      },
    }),
  }),
});

export const {
  useSessionsQuery,
  useSessionRevokeMutation,
  useSessionRevokeOthersMutation,
  usePasskeysQuery,
  usePasskeyRegisterOptionsMutation,
  usePasskeyRegisterMutation,
  usePasskeyRemoveMutation,
  usePasskeyLoginOptionsMutation,
  usePasskeyLoginMutation,
  useNotificationsQuery,
  useNotificationsUnreadQuery,
  useNotificationsReadMutation,
  useNotMeMutation,
} = securityApi;
