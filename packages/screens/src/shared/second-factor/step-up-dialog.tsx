import { useStepUpMutation, useTwoFactorStateQuery } from '@trading/api';
import type { StepUpRequest } from '@trading/contract';
import { Popup, useToast } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { apiErrorText } from '../forms/api-error-text';
import { Hint } from '../forms/form-styles';
import { PasskeyStepUp } from './passkey-step-up';
import { PasswordConfirmForm } from './password-confirm-form';
import { SecondFactorForm } from './second-factor-form';

/**
 * The step-up question sent to POST /user/step-up: the user's passkey when they have one, a
 * code (or recovery code) when TOTP is on, and the password when they have neither (adding a
 * first factor or a passkey, signing other devices out).
 */
export function StepUpDialog({ onClose }: { onClose: (done: boolean) => void }) {
  const intl = useIntl();
  const toast = useToast();
  const { data: state } = useTwoFactorStateQuery();
  const [stepUp, { isLoading }] = useStepUpMutation();
  const submit = async (proof: StepUpRequest) => {
    const result = await stepUp(proof);
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
          <PasskeyStepUp onAnswer={(secondFactor) => submit({ secondFactor })} busy={isLoading} />
        </>
      )}
      {state?.enabled && (
        <SecondFactorForm onSubmit={(secondFactor) => submit({ secondFactor })} busy={isLoading} />
      )}
      {state && !state.enabled && !state.passkey && (
        <PasswordConfirmForm
          prompt="stepUp.passwordPrompt"
          onSubmit={(password) => submit({ password })}
          busy={isLoading}
        />
      )}
    </Popup>
  );
}
