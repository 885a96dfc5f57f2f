import { useStepUpMutation } from '@trading/api';
import type { SecondFactor } from '@trading/contract';
import { Popup, useToast } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { apiErrorText } from '../forms/api-error-text';
import { SecondFactorForm } from './second-factor-form';

/** The step-up question: a code (or recovery code) sent to POST /user/step-up. */
export function StepUpDialog({ onClose }: { onClose: (done: boolean) => void }) {
  const intl = useIntl();
  const toast = useToast();
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
      <SecondFactorForm onSubmit={submit} busy={isLoading} />
    </Popup>
  );
}
