import type { SecondFactor } from '@trading/contract';
import { Button } from '@trading/ui-kit';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { FormBody, Hint, SubmitButton } from '../forms/form-styles';
import { TextField } from '../forms/text-field';

export interface SecondFactorFormProps {
  onSubmit: (proof: SecondFactor) => void;
  busy?: boolean;
  /** Enrolment's confirmation takes a code only (there are no recovery codes yet). */
  codeOnly?: boolean;
  /** i18n id of the submit button. */
  submitLabel?: string;
}

const CODE = /^\d{6}$/;
const RECOVERY = /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/;

/**
 * The one code entry of the app: sign-in's second step, a step-up, enrolment. A 6-digit
 * code from the authenticator app, or, behind a link, a recovery code.
 */
export function SecondFactorForm({
  onSubmit,
  busy = false,
  codeOnly = false,
  submitLabel = 'ui.confirm',
}: SecondFactorFormProps) {
  const intl = useIntl();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    if (!(recovery ? RECOVERY : CODE).test(typed)) {
      setError(recovery ? 'twoFactor.recoveryCodeInvalid' : 'twoFactor.codeInvalid');
      return;
    }
    onSubmit(recovery ? { recoveryCode: typed } : { code: typed });
  };
  const switchKind = () => {
    setRecovery(!recovery);
    setValue('');
    setError(undefined);
  };

  return (
    <FormBody onSubmit={submit} noValidate>
      <Hint>
        {intl.formatMessage({ id: recovery ? 'twoFactor.recoveryPrompt' : 'twoFactor.codePrompt' })}
      </Hint>
      <TextField
        label={recovery ? 'twoFactor.recoveryCode' : 'twoFactor.code'}
        value={value}
        onChange={(next) => {
          setValue(next);
          setError(undefined);
        }}
        error={error}
        inputMode={recovery ? 'text' : 'numeric'}
        maxLength={recovery ? 11 : 6}
        autoComplete="one-time-code"
      />
      <SubmitButton disabled={busy}>{intl.formatMessage({ id: submitLabel })}</SubmitButton>
      {!codeOnly && (
        <Button $variant="text" type="button" onClick={switchKind}>
          {intl.formatMessage({ id: recovery ? 'twoFactor.useCode' : 'twoFactor.useRecovery' })}
        </Button>
      )}
    </FormBody>
  );
}
