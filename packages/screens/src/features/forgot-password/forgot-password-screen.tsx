import { useForgotPasswordMutation } from '@trading/api';
import { ERRORS } from '@trading/contract';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { FormBody, Hint, Notice, SubmitButton } from '../../shared/forms/form-styles';
import { ScreenBar } from '../../shared/forms/screen-bar';
import { TextField } from '../../shared/forms/text-field';
import { useApiCall } from '../../shared/forms/use-api-call';
import { useForm } from '../../shared/forms/use-form';
import { FORGOT_FIELDS, validateForgot } from './validate-forgot';

/** Said on the page, not in a passing toast: the user has to wait before asking again. */
const OWN_CODES = [ERRORS.RATE_LIMITED.code];

/**
 * /forgotPassword: the account's email; the server mails each account with it a single-use
 * link to /newPassword. The answer reads the same whether or not an account has the address,
 * as the server's does, so the page tells a stranger nothing about who has an account here.
 */
export function ForgotPasswordScreen() {
  const intl = useIntl();
  const [forgotPassword] = useForgotPasswordMutation();
  const { busy, call } = useApiCall({ ownCodes: OWN_CODES });
  const { values, rejects, field } = useForm({ email: '' });
  const [answer, setAnswer] = useState<'sent' | 'slowed'>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rejects(validateForgot(values), FORGOT_FIELDS)) return;
    const result = await call(() => forgotPassword({ email: values.email.trim() }));
    if (result.ok) setAnswer('sent');
    else if (result.code === ERRORS.RATE_LIMITED.code) setAnswer('slowed');
  };

  const backToLogin = (
    <Hint>
      <Link to="/login">{intl.formatMessage({ id: 'forgot.backToLogin' })}</Link>
    </Hint>
  );
  if (answer === 'sent')
    return (
      <>
        <ScreenBar title="route.forgotPassword" />
        <FormBody as="div">
          <Notice role="status">{intl.formatMessage({ id: 'forgot.sent' })}</Notice>
          {backToLogin}
        </FormBody>
      </>
    );

  return (
    <>
      <ScreenBar title="route.forgotPassword" />
      <FormBody onSubmit={submit} noValidate>
        <Hint>{intl.formatMessage({ id: 'forgot.prompt' })}</Hint>
        {answer === 'slowed' && (
          <Notice role="alert">{intl.formatMessage({ id: 'forgot.slowedDown' })}</Notice>
        )}
        <TextField
          label="forgot.email"
          type="email"
          inputMode="email"
          {...field('email')}
          autoComplete="email"
        />
        <SubmitButton disabled={busy}>{intl.formatMessage({ id: 'forgot.send' })}</SubmitButton>
        {backToLogin}
      </FormBody>
    </>
  );
}
