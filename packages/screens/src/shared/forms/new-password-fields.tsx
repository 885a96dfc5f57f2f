import { PASSWORD_MAX_LENGTH } from '@trading/contract';
import { TextField, type TextFieldProps } from './text-field';

type FieldBinding = Pick<TextFieldProps, 'value' | 'onChange' | 'error'>;

/** A password to set, typed twice; browsers offer to generate and save it. */
export function NewPasswordFields({
  label,
  password,
  repeat,
}: {
  /** i18n id of the first field's label. */
  label: string;
  password: FieldBinding;
  repeat: FieldBinding;
}) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        {...password}
        maxLength={PASSWORD_MAX_LENGTH}
        autoComplete="new-password"
      />
      <TextField
        label="form.repeatPassword.label"
        type="password"
        {...repeat}
        maxLength={PASSWORD_MAX_LENGTH}
        autoComplete="new-password"
      />
    </>
  );
}
