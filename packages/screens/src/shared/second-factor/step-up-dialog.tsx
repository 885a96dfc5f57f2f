import { useStepUpMutation, useTwoFactorStateQuery } from '@trading/api';
import type { SecondFactor } from '@trading/contract';
import { Popup, useToast } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { apiErrorText } from '../forms/api-error-text';
import { Hint } from '../forms/form-styles';
import { PasskeyStepUp } from './passkey-step-up';
import { SecondFactorForm } from './second-factor-form';

/**
 * The step-up question sent to POST /user/step-up: the user's passkey when they have one, and
 * a code (or recovery code) when TOTP is on.
 */
export function StepUpDialog({ onClose }: { onClose: (done: boolean) => void }) {
  const intl = useIntl();
  const toast = useToast();
  const { data: state } = useTwoFactorStateQuery();
  const [stepUp, { isLoading }] = useStepUpMutation();
  const submit = async (secondFactor: SecondFactor) => {
    const result = await stepUp({ secondFactor });
    if (result.error !== undefined) toast.show(apiErrorText(result.error, intl));
    else onClose(true);
  };
  return (
    <Popup
      open
      onClose={() => onClose(false)}
      position="center"
      title={intl.formatMessage({ id: 'twoFactor.stepUpTitle' })}
    >
      {state?.passkey && (
        <>
          {!state.enabled && <Hint>{intl.formatMessage({ id: 'passkey.stepUpPrompt' })}</Hint>}
          <PasskeyStepUp onAnswer={submit} busy={isLoading} />
        </>
      )}
      {state?.enabled && <SecondFactorForm onSubmit={submit} busy={isLoading} />}
    </Popup>
  );
}
