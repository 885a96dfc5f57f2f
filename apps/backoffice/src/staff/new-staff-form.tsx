import { Button } from '@trading/ui-kit';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { consoleApi } from '../api/console-api';
import { Actions, FieldsForm } from '../shell/form-look';
import { Notice } from '../shell/notice';
import { ServerError } from '../shell/server-error';
import { TextField } from '../shell/text-field';
import { RoleSelect } from './role-select';
import { BLANK_STAFF, staffRequest, type StaffValues } from './staff-draft';

const Form = styled(FieldsForm)`
  max-width: 520px;
  > h2,
  > .wide {
    margin: 0;
  }
  > h2 {
    grid-column: 1 / -1;
  }
`;

/** A new staff account with its first password, which the admin hands to the member. */
export function NewStaffForm() {
  const intl = useIntl();
  const titleId = useId();
  const roleId = useId();
  const [values, setValues] = useState(BLANK_STAFF);
  // Once a save was refused, the complaints follow the typing: a fixed field loses its own.
  const [refused, setRefused] = useState(false);
  const [create, created] = consoleApi.useStaffCreateMutation();
  const checked = staffRequest(values);
  const errors = refused && 'errors' in checked ? checked.errors : {};
  const set = <K extends keyof StaffValues>(name: K, value: StaffValues[K]) =>
    setValues((v) => ({ ...v, [name]: value }));
  return (
    <Form
      aria-labelledby={titleId}
      onSubmit={async (e) => {
        e.preventDefault();
        if ('errors' in checked) return setRefused(true);
        const answer = await create(checked.body);
        if (answer.data) {
          setValues(BLANK_STAFF);
          setRefused(false);
        }
      }}
    >
      <h2 id={titleId}>
        <FormattedMessage id="staff.new" />
      </h2>
      <TextField
        label="staff.username"
        value={values.username}
        error={errors.username}
        onChange={(username) => set('username', username)}
      />
      <TextField
        label="staff.password"
        password
        value={values.password}
        error={errors.password}
        onChange={(password) => set('password', password)}
      />
      <label htmlFor={roleId}>
        <FormattedMessage id="staff.role" />
      </label>
      <RoleSelect id={roleId} value={values.role} onChange={(role) => set('role', role)} />
      <Actions className="wide">
        <Button $variant="primary" type="submit" disabled={created.isLoading}>
          <FormattedMessage id="staff.create" />
        </Button>
        {created.data && !created.isLoading && (
          <Notice role="status">
            <FormattedMessage
              id="staff.created"
              values={{
                username: created.data.username,
                role: intl.formatMessage({ id: `role.${created.data.role}` }),
              }}
            />
          </Notice>
        )}
        <ServerError error={created.error} />
      </Actions>
    </Form>
  );
}
