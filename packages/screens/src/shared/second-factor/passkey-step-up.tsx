import { useStepUpPasskeyOptionsMutation } from '@trading/api';
import type { SecondFactor } from '@trading/contract';
import { Button, useToast } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { useApiCall } from '../forms/use-api-call';

/**
 * "Use passkey" in the step-up: a challenge issued to this user, answered by one of their
 * passkeys on this device; the answer goes to POST /user/step-up like a code would.
 */
export function PasskeyStepUp({
  onAnswer,
  busy,
}: {
  onAnswer: (proof: SecondFactor) => Promise<void>;
  busy: boolean;
}) {
  const intl = useIntl();
  const toast = useToast();
  const [options] = useStepUpPasskeyOptionsMutation();
  const { busy: asking, call } = useApiCall();

  const start = async () => {
    const asked = await call(() => options());
    if (!asked.ok) return;
    // Loaded on the tap, as at sign-in: WebAuthn code stays out of the pages that never use it.
    const { getPasskey } = await import('../passkeys/passkey-ceremony');
    const answer = await getPasskey(asked.data);
    if (answer.ok) await onAnswer({ passkey: answer.credential });
    else toast.show(intl.formatMessage({ id: answer.reason }));
  };

  return (
    <Button $variant="default" $block disabled={busy || asking} onClick={() => void start()}>
      {intl.formatMessage({ id: 'passkey.stepUp' })}
    </Button>
  );
}
