import {
  useKycQuery,
  useLogoutMutation,
  useTenantConfigQuery,
  useUnreadNotifications,
  useUserProfileQuery,
} from '@trading/api';
import {
  Cell,
  CellGroup,
  CountBadge,
  ErrorPanel,
  NavBar,
  Skeleton,
  useOnDevice,
  useToast,
} from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useTenant } from '../../shared/context';
import { useApiCall } from '../../shared/forms/use-api-call';
import { AccountActions } from './account-actions';
import { accountEntries, type AccountEntry } from './account-entries';
import { AccountHeader } from './account-header';
import { AppearanceCell } from './appearance-cell';
import { AssetSummary } from './asset-summary';
import { isIosDevice } from './is-ios-device';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  padding-bottom: ${({ theme }) => theme.space.lg}px;
`;

/** /account: who the user is, what they own, the money actions and every account page. */
export function AccountScreen() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const { definition } = useTenant();
  const profile = useUserProfileQuery();
  const kyc = useKycQuery();
  const { data: config } = useTenantConfigQuery();
  const [logout] = useLogoutMutation();
  // Shown once on the device: the tab bar's fetch of it may land before this lazy screen
  // hydrates, and the server's HTML (which has no count) must be what hydration draws.
  const unread = useUnreadNotifications();
  const onDevice = useOnDevice();
  const { call } = useApiCall();

  const usMarketShow = config?.usMarketShow ?? definition.usMarketShow;
  const landingPageUrl = config ? config.landingPageUrl : definition.landingPageUrl;

  const open = async (entry: AccountEntry) => {
    const { target } = entry;
    if (target.kind === 'route') void navigate(target.path);
    else if (target.kind === 'landing') {
      if (isIosDevice(navigator.userAgent, navigator.maxTouchPoints)) void navigate('/iosPage');
      else window.open(target.url, '_blank', 'noopener,noreferrer');
    } else {
      // The api clears the token whatever the server says, so the user is logged out either way.
      const result = await call(() => logout());
      if (result.ok) toast.show(intl.formatMessage({ id: 'success.logout' }));
      void navigate('/login', { replace: true });
    }
  };

  const title = intl.formatMessage({ id: 'route.account' });
  if (profile.isError && !profile.data)
    return (
      <>
        <NavBar title={title} />
        <ErrorPanel onRetry={() => void profile.refetch()} />
      </>
    );
  if (!profile.data)
    return (
      <>
        <NavBar title={title} />
        <Skeleton rows={6} />
      </>
    );

  const entries = accountEntries({
    kyc: kyc.data,
    landingPageUrl,
    showChangeLanguage: definition.showChangeLanguage,
    unreadNotifications: onDevice ? unread : 0,
  });
  return (
    <Page>
      <AccountHeader
        profile={profile.data}
        kyc={kyc.data}
        customerService={profile.data.customerService ?? config?.customerService ?? null}
      />
      <AssetSummary profile={profile.data} />
      <AccountActions showExchange={usMarketShow} hasName={Boolean(profile.data.name)} />
      <CellGroup>
        <AppearanceCell />
        {entries.map((entry) => (
          <Cell
            key={entry.title}
            title={intl.formatMessage({ id: entry.title })}
            value={entry.badge ? <CountBadge count={entry.badge} /> : undefined}
            isLink={entry.target.kind !== 'logout'}
            onClick={() => void open(entry)}
          />
        ))}
      </CellGroup>
    </Page>
  );
}
