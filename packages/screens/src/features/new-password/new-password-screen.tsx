import { useResetPasswordMutation } from '@trading/api';
import { ERRORS, type SecondFactor } from '@trading/contract';
import { useToast } from '@trading/ui-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormBody, Hint, Notice } from '../../shared/forms/form-styles';
import { PasswordChangeForm } from '../../shared/forms/password-change-form';
import { ScreenBar } from '../../shared/forms/screen-bar';
import { useApiCall } from '../../shared/forms/use-api-call';
import { SecondFactorForm } from '../../shared/second-factor/second-factor-form';

/**
 * Answered on the page: a dead link by an offer of a new one, a second factor by its form (the
 * app-wide step-up needs a session, which a signed-out reset has not).
 */
const OWN_CODES = [ERRORS.RESET_LINK_INVALID.code, ERRORS.SECOND_FACTOR_REQUIRED.code];

/**
 * /newPassword?token=…, where the mailed link lands: the new password typed twice (the
 * registration rules), then, for an account with two-factor sign-in, its code or a recovery
 * code, as the server asks (SECOND_FACTOR_REQUIRED). Every session of the account ends; the
 * user signs in again with the new password.
 */
export function NewPasswordScreen() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const [resetPassword] = useResetPasswordMutation();
  const { busy, call } = useApiCall({ ownCodes: OWN_CODES });
  /** Kept once typed when the server then asks for the second factor. */
  const [password, setPassword] = useState<string>();
  const [linkDead, setLinkDead] = useState(token === '');

  const send = async (newPassword: string, secondFactor?: SecondFactor) => {
    const result = await call(() =>
      resetPassword({ token, password: newPassword, ...(secondFactor ? { secondFactor } : {}) }),
    );
    if (result.ok) {
      toast.show(intl.formatMessage({ id: 'success.passwordReset' }));
      void navigate('/login', { replace: true });
    } else if (result.code === ERRORS.RESET_LINK_INVALID.code) setLinkDead(true);
    else if (result.code === ERRORS.SECOND_FACTOR_REQUIRED.code) setPassword(newPassword);
  };

  let body;
  if (linkDead)
    body = (
      <FormBody as="div">
        <Notice role="alert">{intl.formatMessage({ id: 'error.resetLinkInvalid' })}</Notice>
        <Hint>
          <Link to="/forgotPassword">{intl.formatMessage({ id: 'reset.askAgain' })}</Link>
        </Hint>
      </FormBody>
    );
  else if (password !== undefined)
    body = (
      <>
        <FormBody as="div">
          <Notice role="status">{intl.formatMessage({ id: 'reset.secondFactorNeeded' })}</Notice>
        </FormBody>
        <SecondFactorForm
          onSubmit={(secondFactor) => void send(password, secondFactor)}
          busy={busy}
          submitLabel="action.submit"
        />
      </>
    );
  else
    body = (
      <PasswordChangeForm
        needsOld={false}
        newLabel="form.newPassword.label"
        busy={busy}
        onSubmit={({ password: typed }) => void send(typed)}
      />
    );
  return (
    <>
      <ScreenBar title="route.newPassword" />
      {body}
    </>
  );
}
