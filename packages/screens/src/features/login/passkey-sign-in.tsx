import { usePasskeyLoginMutation, usePasskeyLoginOptionsMutation } from '@trading/api';
import type { LoginResult } from '@trading/contract';
import { Button, useToast } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { useApiCall } from '../../shared/forms/use-api-call';

/**
 * "Sign in with a passkey": no username, no password; the device's lock (PIN or biometrics)
 * verifies the user, so it stands for both factors. `onSignedIn` runs once the token is stored.
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: (session: LoginResult) => void }) {
  const intl = useIntl();
  const toast = useToast();
  const [options] = usePasskeyLoginOptionsMutation();
  const [signIn] = usePasskeyLoginMutation();
  const { busy, call } = useApiCall();

  const start = async () => {
    const asked = await call(() => options());
    if (!asked.ok) return;
    // Loaded on the tap: the login screen's first load stays free of WebAuthn code.
    const { getPasskey } = await import('../../shared/passkeys/passkey-ceremony');
    const answer = await getPasskey(asked.data);
    if (!answer.ok) {
      toast.show(intl.formatMessage({ id: answer.reason }));
      return;
    }
    const result = await call(() => signIn({ credential: answer.credential }));
    if (result.ok) onSignedIn(result.data);
  };

  return (
    <Button $variant="default" $block disabled={busy} onClick={() => void start()}>
      {intl.formatMessage({ id: 'passkey.signIn' })}
    </Button>
  );
}
