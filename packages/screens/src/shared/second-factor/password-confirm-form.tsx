import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { FormBody, Hint, SubmitButton } from '../forms/form-styles';
import { TextField } from '../forms/text-field';

/**
 * The password asked before a change to how the account proves itself (a first second factor,
 * a passkey, signing other devices out) by a user who has no second factor yet; also the
 * confirmation of "this wasn't me". `prompt` is the i18n id of the line above the field.
 */
export function PasswordConfirmForm({
  prompt,
  onSubmit,
  busy,
}: {
  prompt: string;
  onSubmit: (password: string) => void;
  busy: boolean;
}) {
  const intl = useIntl();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') setError('form.password.required');
    else onSubmit(password);
  };
  return (
    <FormBody onSubmit={submit} noValidate>
      <Hint>{intl.formatMessage({ id: prompt })}</Hint>
      <TextField
        label="form.password.label"
        type="password"
        value={password}
        onChange={(next) => {
          setPassword(next);
          setError(undefined);
        }}
        error={error}
        maxLength={64}
        autoComplete="current-password"
      />
      <SubmitButton disabled={busy}>{intl.formatMessage({ id: 'ui.confirm' })}</SubmitButton>
    </FormBody>
  );
}
