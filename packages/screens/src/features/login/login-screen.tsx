import { useLoginMutation, useLoginSecondFactorMutation } from '@trading/api';
import { ERRORS, type LoginResult, type SecondFactor } from '@trading/contract';
import { useToast } from '@trading/ui-kit';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { readLoginReturn } from '../../shared/context';
import { SecondFactorForm } from '../../shared/second-factor/second-factor-form';
import { AgreementCheck } from '../../shared/forms/agreement-check';
import { FormBody, Hint, Notice, SubmitButton } from '../../shared/forms/form-styles';
import { ScreenBar } from '../../shared/forms/screen-bar';
import { TextField } from '../../shared/forms/text-field';
import { useApiCall } from '../../shared/forms/use-api-call';
import { useForm } from '../../shared/forms/use-form';
import { PasskeySignIn } from './passkey-sign-in';
import { LOGIN_FIELDS, validateLogin } from './validate-login';

/**
 * /login and /LoginUp: on success the api stores the token and the investor returns to the
 * screen that sent them here (else /account, as the spec says); a session the server ended
 * is announced, not silently dropped.
 */
export function LoginScreen() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const back = readLoginReturn(useLocation().state);
  const [login] = useLoginMutation();
  const [finishLogin] = useLoginSecondFactorMutation();
  const { busy, call } = useApiCall();
  const { values, rejects, field } = useForm({ username: '', password: '' });
  const [agreed, setAgreed] = useState(false);
  /** Set when the password was right and the account asks for its second factor. */
  const [ticket, setTicket] = useState<string>();
  /**
   * Set when strangers' failures slowed the account down: this device (never signed in here)
   * may still pass with the second factor sent with the password.
   */
  const [slowedDown, setSlowedDown] = useState(false);

  // A user the tenant requires to turn two-factor sign-in on goes to its set-up first.
  const signedIn = (session: LoginResult) => {
    toast.show(intl.formatMessage({ id: 'success.login' }));
    const enrol = 'enrolmentRequired' in session && session.enrolmentRequired === true;
    const next = enrol ? '/account/two-factor' : (back?.from ?? '/account');
    void navigate(next, { replace: true });
  };
  const submitCode = async (secondFactor: SecondFactor) => {
    if (!ticket) return;
    const result = await call(() => finishLogin({ ticket, secondFactor }));
    if (result.ok) signedIn(result.data);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rejects(validateLogin(values), LOGIN_FIELDS)) return;
    if (!agreed) {
      toast.show(intl.formatMessage({ id: 'message.agreeUserAgreement' }));
      return;
    }
    const result = await call(() =>
      login({ username: values.username.trim(), password: values.password }),
    );
    if (!result.ok) {
      if (result.code === ERRORS.RATE_LIMITED.code) setSlowedDown(true);
      return;
    }
    if ('ticket' in result.data) setTicket(result.data.ticket);
    else signedIn(result.data);
  };
  const submitWithCode = async (secondFactor: SecondFactor) => {
    if ('passkey' in secondFactor || rejects(validateLogin(values), LOGIN_FIELDS)) return;
    const result = await call(() =>
      login({ username: values.username.trim(), password: values.password, secondFactor }),
    );
    if (result.ok && !('ticket' in result.data)) signedIn(result.data);
  };

  if (ticket)
    return (
      <>
        <ScreenBar title="route.login" />
        <SecondFactorForm onSubmit={submitCode} busy={busy} submitLabel="action.login" />
      </>
    );

  return (
    <>
      <ScreenBar title="route.login" />
      <FormBody onSubmit={submit} noValidate>
        {back?.sessionEnded && (
          <Notice role="status">{intl.formatMessage({ id: 'auth.sessionEnded' })}</Notice>
        )}
        <TextField label="form.username.label" {...field('username')} autoComplete="username" />
        <TextField
          label="form.password.label"
          type="password"
          {...field('password')}
          autoComplete="current-password"
        />
        <Hint>
          <Link to="/forgotPassword">{intl.formatMessage({ id: 'auth.forgotPassword' })}</Link>
        </Hint>
        <AgreementCheck label="form.agreeUser" checked={agreed} onChange={setAgreed} />
        <SubmitButton disabled={busy}>{intl.formatMessage({ id: 'action.login' })}</SubmitButton>
        <PasskeySignIn onSignedIn={signedIn} />
        <Hint>
          <Link to="/register">{intl.formatMessage({ id: 'auth.noAccount' })}</Link>
        </Hint>
      </FormBody>
      {slowedDown && (
        <>
          <Notice role="status">{intl.formatMessage({ id: 'auth.slowedDown' })}</Notice>
          <SecondFactorForm onSubmit={submitWithCode} busy={busy} submitLabel="action.login" />
        </>
      )}
    </>
  );
}
