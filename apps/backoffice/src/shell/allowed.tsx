import type { OperatorPermission } from '@trading/contract';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { consoleApi } from '../api/console-api';

const Notice = styled.main`
  padding: ${({ theme }) => theme.space.xl}px;
`;

/**
 * The screen when the signed-in role holds `permission`; otherwise a plain "not allowed" (a
 * reviewer following a colleague's link), never a screen whose calls all fail.
 */
export function Allowed({
  permission,
  children,
}: {
  permission: OperatorPermission;
  children: ReactNode;
}) {
  const me = consoleApi.useMeQuery().data;
  if (!me) return null;
  if (me.permissions.includes(permission)) return children;
  return (
    <Notice role="alert">
      <h1>
        <FormattedMessage id="notAllowed.title" />
      </h1>
      <p>
        <FormattedMessage id="notAllowed.body" />
      </p>
    </Notice>
  );
}
