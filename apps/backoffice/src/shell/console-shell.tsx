import { Button } from '@trading/ui-kit';
import { FormattedMessage } from 'react-intl';
import { useDispatch } from 'react-redux';
import { NavLink, Outlet } from 'react-router';
import styled from 'styled-components';
import { consoleApi } from '../api/console-api';
import { signedOut } from '../session/session-slice';
import { useConsoleTenant } from '../tenant/tenant-context';
import { LIVE_QUEUE } from './live-queue';
import { LanguagePicker } from '../i18n/language-picker';
import { UserMenu } from './user-menu';

const Layout = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-rows: auto 1fr;
  /* A screen wider than the window scrolls inside its own frame; the window never does. */
  grid-template-columns: minmax(0, 1fr);
  background: ${({ theme }) => theme.color.surface};
`;

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.xl}px;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  flex-wrap: wrap;
  /* The tabs take the room the brand and the account leave, wrapping inside it. */
  nav {
    flex: 1 1 0;
    display: flex;
    flex-wrap: wrap;
    min-width: 0;
  }
  /* Below a wide desktop the tabs take a line of their own under the brand and the account. */
  @media (max-width: 1279px) {
    nav {
      order: 1;
      flex-basis: 100%;
    }
  }
`;

const Brand = styled.strong`
  font-size: ${({ theme }) => theme.font.sizeLg}px;
  margin-right: auto;
`;

const Tab = styled(NavLink)`
  color: inherit;
  text-decoration: none;
  padding: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  &.active {
    background: ${({ theme }) => theme.color.onPrimary};
    color: ${({ theme }) => theme.color.primary};
  }
`;

const Count = styled.span`
  margin-left: ${({ theme }) => theme.space.xs}px;
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

/** The console frame: the tenant's brand (so staff see which tenant they act on), queues with counts, audit. */
export function ConsoleShell() {
  const tenant = useConsoleTenant();
  const dispatch = useDispatch();
  const me = consoleApi.useMeQuery().data;
  const [logout, leaving] = consoleApi.useLogoutMutation();
  const kyc = consoleApi.useKycPendingQuery(undefined, LIVE_QUEUE).data;
  const deposits = consoleApi.useDepositsPendingQuery(undefined, LIVE_QUEUE).data;
  const withdrawals = consoleApi.useWithdrawalsPendingQuery(undefined, LIVE_QUEUE).data;
  const queues = [
    ['kyc', 'nav.kyc', kyc],
    ['deposits', 'nav.deposits', deposits],
    ['withdrawals', 'nav.withdrawals', withdrawals],
  ] as const;
  return (
    <Layout>
      <Bar>
        <Brand>{tenant.title}</Brand>
        <nav aria-label="queues">
          {queues.map(([path, label, rows]) => (
            <Tab key={path} to={`/${path}`}>
              <FormattedMessage id={label} />
              <Count data-testid={`count-${path}`}>{rows?.length ?? '–'}</Count>
            </Tab>
          ))}
          <Tab to="/investors">
            <FormattedMessage id="nav.investors" />
          </Tab>
          <Tab to="/audit">
            <FormattedMessage id="nav.audit" />
          </Tab>
          {me?.permissions.includes('offerings') && (
            <>
              <Tab to="/publish">
                <FormattedMessage id="nav.publish" />
              </Tab>
              <Tab to="/allot">
                <FormattedMessage id="nav.allot" />
              </Tab>
            </>
          )}
          {me?.permissions.some((p) => p === 'offerings' || p === 'administer') && (
            <Tab to="/approvals">
              <FormattedMessage id="nav.approvals" />
            </Tab>
          )}
          {me?.permissions.includes('settlement') && (
            <>
              <Tab to="/settle">
                <FormattedMessage id="nav.settle" />
              </Tab>
              <Tab to="/ledger">
                <FormattedMessage id="nav.ledger" />
              </Tab>
            </>
          )}
          {me?.permissions.includes('content') && (
            <Tab to="/content">
              <FormattedMessage id="nav.content" />
            </Tab>
          )}
          {me?.permissions.includes('administer') && (
            <>
              <Tab to="/staff">
                <FormattedMessage id="nav.staff" />
              </Tab>
              <Tab to="/settings">
                <FormattedMessage id="nav.settings" />
              </Tab>
            </>
          )}
        </nav>
        {me && <UserMenu me={me} />}
        <LanguagePicker />
        <Button
          $variant="default"
          disabled={leaving.isLoading}
          onClick={async () => {
            // The server ends the session first, so a copy of the token opens nothing; the desk
            // is left signed out even when the server could not be reached.
            await logout();
            dispatch(signedOut());
          }}
        >
          <FormattedMessage id="nav.signOut" />
        </Button>
      </Bar>
      <Outlet />
    </Layout>
  );
}
