import type { StaffMember } from '@trading/contract';
import { Button } from '@trading/ui-kit';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { consoleApi } from '../api/console-api';
import { ConfirmButton } from '../shell/confirm-button';
import { Actions } from '../shell/form-look';
import { ServerError } from '../shell/server-error';
import { RoleSelect } from './role-select';

/** A disabled member stands out in the list: they can no longer sign in. */
const Status = styled.span<{ $disabled: boolean }>`
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.danger : 'inherit')};
`;

const Pending = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
`;

/** The role and the date keep to one line: the confirmation beside them takes the room it needs. */
const RoleControls = styled(Actions)`
  flex-wrap: nowrap;
  white-space: nowrap;
`;
const Since = styled.td`
  white-space: nowrap;
`;

/** A new role takes effect on the member's next call, so it is chosen first and then applied. */
function RoleChange({ member }: { member: StaffMember }) {
  const intl = useIntl();
  const [role, setRole] = useState(member.role);
  const [setMemberRole, { error, isLoading }] = consoleApi.useStaffSetRoleMutation();
  return (
    <>
      <RoleControls>
        <RoleSelect
          ariaLabel={intl.formatMessage({ id: 'staff.roleOf' }, { username: member.username })}
          value={role}
          onChange={setRole}
        />
        <Button
          $variant="default"
          disabled={role === member.role || isLoading}
          onClick={() => void setMemberRole({ id: member.userId, role })}
        >
          <FormattedMessage id="staff.changeRole" />
        </Button>
      </RoleControls>
      <ServerError error={error} />
    </>
  );
}

/** Disabling asks once more in the row: it ends every session of the member at once. */
function AccessChange({ member }: { member: StaffMember }) {
  const [disable, disabling] = consoleApi.useStaffDisableMutation();
  const [enable, enabling] = consoleApi.useStaffEnableMutation();
  const id = member.userId;
  return (
    <>
      <Actions>
        {member.disabled ? (
          <Button
            $variant="default"
            disabled={enabling.isLoading}
            onClick={() => void enable({ id })}
          >
            <FormattedMessage id="staff.enable" />
          </Button>
        ) : (
          <ConfirmButton
            label={<FormattedMessage id="staff.disable" />}
            confirm={
              <FormattedMessage id="staff.confirmDisable" values={{ username: member.username }} />
            }
            keep={<FormattedMessage id="staff.keep" />}
            busy={disabling.isLoading}
            onConfirm={() => disable({ id })}
          />
        )}
      </Actions>
      <ServerError error={disabling.error ?? enabling.error} />
    </>
  );
}

/**
 * A member who lost their phone: after one more confirmation their key is removed and their
 * sessions end; they set up a new key at their next sign-in.
 */
function SecondFactorReset({ member }: { member: StaffMember }) {
  const [reset, resetting] = consoleApi.useStaffResetSecondFactorMutation();
  if (!member.secondFactor) return null;
  return (
    <>
      <Actions>
        <ConfirmButton
          label={<FormattedMessage id="staff.resetFactor" />}
          confirm={
            <FormattedMessage
              id="staff.confirmResetFactor"
              values={{ username: member.username }}
            />
          }
          keep={<FormattedMessage id="staff.keep" />}
          busy={resetting.isLoading}
          onConfirm={() => reset({ id: member.userId })}
        />
      </Actions>
      <ServerError error={resetting.error} />
    </>
  );
}

/**
 * One member of the staff. The admin's own row offers no changes: the server refuses them
 * (another admin must act), so a tenant is never left without an admin by mistake.
 */
export function StaffRow({ member, mine }: { member: StaffMember; mine: boolean }) {
  const intl = useIntl();
  return (
    <tr>
      <td>{member.username}</td>
      <td>
        {mine ? <FormattedMessage id={`role.${member.role}`} /> : <RoleChange member={member} />}
      </td>
      <Since>{intl.formatDate(member.grantedAt, { dateStyle: 'medium' })}</Since>
      <td>
        <Status $disabled={member.disabled}>
          <FormattedMessage id={member.disabled ? 'staff.disabled' : 'staff.active'} />
        </Status>
        {!member.secondFactor && (
          <Pending>
            {' · '}
            <FormattedMessage id="staff.factorPending" />
          </Pending>
        )}
      </td>
      <td>
        {mine ? (
          <span title={intl.formatMessage({ id: 'staff.youHint' })}>
            <FormattedMessage id="staff.you" />
          </span>
        ) : (
          <>
            <AccessChange member={member} />
            <SecondFactorReset member={member} />
          </>
        )}
      </td>
    </tr>
  );
}
