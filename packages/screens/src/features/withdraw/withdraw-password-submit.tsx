import { PASSWORD_MAX_LENGTH } from '@trading/contract';
import { useIntl } from 'react-intl';
import { SubmitButton } from '../../shared/forms/form-styles';
import { TextField, type TextFieldProps } from '../../shared/forms/text-field';

/** How every withdrawal form ends: the withdrawal password, then its review. */
export function WithdrawPasswordSubmit({
  password,
  busy,
}: {
  password: Pick<TextFieldProps, 'value' | 'onChange' | 'error'>;
  busy: boolean;
}) {
  const intl = useIntl();
  return (
    <>
      <TextField
        label="form.withdrawPassword.label"
        type="password"
        maxLength={PASSWORD_MAX_LENGTH}
        {...password}
        autoComplete="off"
      />
      <SubmitButton disabled={busy}>{intl.formatMessage({ id: 'review.action' })}</SubmitButton>
    </>
  );
}
