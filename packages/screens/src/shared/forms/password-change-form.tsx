import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { FormBody, SubmitButton } from './form-styles';
import { NewPasswordFields } from './new-password-fields';
import {
  checkPasswordChange,
  PASSWORD_CHANGE_FIELDS,
  type PasswordChangeValues,
} from './password-rules';
import { TextField } from './text-field';
import { useForm } from './use-form';

export interface PasswordChangeFormProps {
  /** Whether the old password is asked for. */
  needsOld: boolean;
  /** i18n id of the old-password label, when "Old password" alone could mean another one. */
  oldLabel?: string;
  /** i18n id of the new-password label. */
  newLabel: string;
  busy: boolean;
  onSubmit: (values: PasswordChangeValues) => void;
}

/** Old (when needed), new and repeat: shared by the login and withdrawal password pages. */
export function PasswordChangeForm({
  needsOld,
  oldLabel = 'form.oldPassword.label',
  newLabel,
  busy,
  onSubmit,
}: PasswordChangeFormProps) {
  const intl = useIntl();
  const { values, rejects, field } = useForm({
    oldPassword: '',
    password: '',
    repeatPassword: '',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rejects(checkPasswordChange(values, needsOld), PASSWORD_CHANGE_FIELDS)) return;
    onSubmit(values);
  };

  return (
    <FormBody onSubmit={submit} noValidate>
      {needsOld && (
        <TextField
          label={oldLabel}
          type="password"
          {...field('oldPassword')}
          autoComplete="current-password"
        />
      )}
      <NewPasswordFields
        label={newLabel}
        password={field('password')}
        repeat={field('repeatPassword')}
      />
      <SubmitButton disabled={busy}>{intl.formatMessage({ id: 'action.submit' })}</SubmitButton>
    </FormBody>
  );
}
