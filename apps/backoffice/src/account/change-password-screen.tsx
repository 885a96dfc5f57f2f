import { Button } from '@trading/ui-kit';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { consoleApi, type ConsoleError } from '../api/console-api';
import { Actions, FieldsForm } from '../shell/form-look';
import { Notice } from '../shell/notice';
import { ScreenPage } from '../shell/screen-page';
import { ServerError } from '../shell/server-error';
import { TextField } from '../shell/text-field';
import { BLANK_PASSWORD, passwordChange, type PasswordValues } from './password-draft';

const Form = styled(FieldsForm)`
  max-width: 560px;
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  color: ${({ theme }) => theme.color.textSecondary};
`;

/**
 * The signed-in staff member's own new password, by the staff rule (12 characters or more, not
 * a breached one). A change of password is stepped up with the authenticator's code first, as
 * the server asks; it then signs every other session of the member out and keeps this one.
 */
export function ChangePasswordScreen() {
  const intl = useIntl();
  const titleId = useId();
  const [values, setValues] = useState(BLANK_PASSWORD);
  // Once a change was refused, the complaints follow the typing: a fixed field loses its own.
  const [refused, setRefused] = useState(false);
  const [stepUp, steppingUp] = consoleApi.useStepUpMutation();
  const [change, changing] = consoleApi.useChangePasswordMutation();
  const [error, setError] = useState<{ field: 'code' | 'form'; error: ConsoleError }>();
  const [done, setDone] = useState(false);
  const checked = passwordChange(values);
  const errors = refused && 'errors' in checked ? checked.errors : {};
  const complaint = (field: keyof PasswordValues) =>
    errors[field] && intl.formatMessage({ id: errors[field] });
  const set = (name: keyof PasswordValues) => (value: string) =>
    setValues((v) => ({ ...v, [name]: value }));
  const busy = steppingUp.isLoading || changing.isLoading;

  return (
    <ScreenPage>
      <h1 id={titleId}>
        <FormattedMessage id="password.title" />
      </h1>
      <Form
        aria-labelledby={titleId}
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          setDone(false);
          setError(undefined);
          if ('errors' in checked) return setRefused(true);
          const { code, ...body } = checked.body;
          const proved = await stepUp({ secondFactor: { code } });
          if (proved.error) return setError({ field: 'code', error: proved.error as ConsoleError });
          const answer = await change(body);
          if (answer.error) return setError({ field: 'form', error: answer.error as ConsoleError });
          setValues(BLANK_PASSWORD);
          setRefused(false);
          setDone(true);
        }}
      >
        <TextField
          label="password.current"
          password="current"
          value={values.current}
          error={complaint('current')}
          onChange={set('current')}
        />
        <TextField
          label="password.new"
          password
          value={values.password}
          error={complaint('password')}
          onChange={set('password')}
        />
        <Hint className="wide">
          <FormattedMessage id="password.rule" />
        </Hint>
        <TextField
          label="password.repeat"
          password
          value={values.repeat}
          error={complaint('repeat')}
          onChange={set('repeat')}
        />
        <TextField
          label="signIn.code"
          value={values.code}
          error={
            complaint('code') ??
            (error?.field === 'code' ? error.error.msg || undefined : undefined)
          }
          onChange={set('code')}
        />
        <Actions className="wide">
          <Button $variant="primary" type="submit" disabled={busy}>
            <FormattedMessage id="password.save" />
          </Button>
          {done && (
            <Notice role="status">
              <FormattedMessage id="password.changed" />
            </Notice>
          )}
          <ServerError error={error?.field === 'form' ? error.error : undefined} />
        </Actions>
      </Form>
    </ScreenPage>
  );
}
