import { useOpPasswordStateQuery } from '@trading/api';
import { PASSWORD_MAX_LENGTH } from '@trading/contract';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { SubmitButton } from '../../shared/forms/form-styles';
import { TextField, type TextFieldProps } from '../../shared/forms/text-field';

/**
 * How every withdrawal form ends: the withdrawal password, then its review. An investor who has
 * none yet is sent to set one before typing anything, not told so by the server after Review.
 */
export function WithdrawPasswordSubmit({
  password,
  busy,
}: {
  password: Pick<TextFieldProps, 'value' | 'onChange' | 'error'>;
  busy: boolean;
}) {
  const intl = useIntl();
  const opPassword = useOpPasswordStateQuery();
  return (
    <>
      <TextField
        label="form.withdrawPassword.label"
        type="password"
        maxLength={PASSWORD_MAX_LENGTH}
        {...password}
        autoComplete="off"
      />
      {opPassword.data?.exists === false && (
        <Link to="/resetOpPassword">{intl.formatMessage({ id: 'withdraw.noOpPassword' })}</Link>
      )}
      <SubmitButton disabled={busy}>{intl.formatMessage({ id: 'review.action' })}</SubmitButton>
    </>
  );
}
