import { Button } from '@trading/ui-kit';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import type { TwoFactorSetup } from '@trading/contract';
import styled from 'styled-components';
import { fieldLook } from '../shell/field-look';
import { consoleApi, type ConsoleError } from '../api/console-api';
import { signedIn } from '../session/session-slice';
import { ErrorText } from '../shell/error-text';
import { useConsoleTenant } from '../tenant/tenant-context';
import { LanguagePicker } from '../i18n/language-picker';
import type { ConsoleState } from '../store';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

const Card = styled.form`
  width: min(380px, 92vw);
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.xl}px;
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${({ theme }) => theme.color.background};
  border-top: 6px solid ${({ theme }) => theme.color.primary};
`;

export const Field = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  color: ${({ theme }) => theme.color.textSecondary};
  input,
  textarea {
    ${fieldLook}
    font-size: ${({ theme }) => theme.font.sizeMd}px;
  }
`;

const Key = styled.code`
  display: block;
  padding: ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-size: ${({ theme }) => theme.font.sizeMd}px;
  letter-spacing: 0.08em;
  word-break: break-all;
`;

const Top = styled.div`
  display: flex;
  align-items: start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  h1 {
    margin: 0;
  }
`;

/** A base32 key in groups of four, as authenticator apps ask for it typed. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Staff sign in with the investor app's login calls on the same host, always with a second
 * factor: the code of their authenticator, or, at their first sign-in, the code of the new key
 * shown here (the server gives no session before). The console then asks /admin/me, so an
 * investor's account is turned away.
 */
export function SignInScreen() {
  const intl = useIntl();
  const tenant = useConsoleTenant();
  const dispatch = useDispatch();
  const [login, loginState] = consoleApi.useLoginMutation();
  const [secondFactor, secondFactorState] = consoleApi.useLoginSecondFactorMutation();
  const [ticket, setTicket] = useState<string | null>(null);
  const [enrol, setEnrol] = useState<TwoFactorSetup | null>(null);
  const idle = useSelector((s: ConsoleState) => s.session.ended === 'idle');
  const [notStaff, setNotStaff] = useState(false);
  const [error, setError] = useState<ConsoleError | null>(null);

  const admit = async (token: string) => {
    const me = await fetch('/api/admin/me', { headers: { token } }).then((r) => r.json());
    if (me.code === 0) dispatch(signedIn(token));
    else setNotStaff(true);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setNotStaff(false);
    const form = new FormData(event.currentTarget);
    const result = ticket
      ? await secondFactor({ ticket, secondFactor: { code: String(form.get('code')) } })
      : await login({
          username: String(form.get('username')),
          password: String(form.get('password')),
        });
    if (result.error) return setError(result.error as ConsoleError);
    if ('token' in result.data) return admit(result.data.token);
    setTicket(result.data.ticket);
    setEnrol(result.data.enrol ?? null);
  };

  return (
    <Page>
      <Card onSubmit={submit} aria-label={intl.formatMessage({ id: 'signIn.submit' })}>
        <Top>
          <h1>
            <FormattedMessage id="signIn.title" values={{ tenant: tenant.title }} />
          </h1>
          <LanguagePicker />
        </Top>
        {idle && ticket === null && (
          <p role="status">
            <FormattedMessage id="signIn.idle" />
          </p>
        )}
        {enrol && (
          <>
            <p>
              <FormattedMessage id="signIn.enrol" />
            </p>
            <Key aria-label={intl.formatMessage({ id: 'signIn.key' })}>{grouped(enrol.secret)}</Key>
          </>
        )}
        {ticket === null ? (
          <>
            <Field>
              <FormattedMessage id="signIn.username" />
              <input name="username" autoComplete="username" required />
            </Field>
            <Field>
              <FormattedMessage id="signIn.password" />
              <input name="password" type="password" autoComplete="current-password" required />
            </Field>
          </>
        ) : (
          <Field>
            <FormattedMessage id="signIn.code" />
            <input
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              autoFocus
            />
          </Field>
        )}
        {notStaff && (
          <ErrorText role="alert">
            <FormattedMessage id="signIn.notStaff" />
          </ErrorText>
        )}
        {error && (
          <ErrorText role="alert">
            {error.msg || intl.formatMessage({ id: 'error.network' })}
          </ErrorText>
        )}
        <Button
          type="submit"
          $variant="primary"
          $block
          disabled={loginState.isLoading || secondFactorState.isLoading}
        >
          <FormattedMessage id={ticket === null ? 'signIn.submit' : 'signIn.verify'} />
        </Button>
      </Card>
    </Page>
  );
}
