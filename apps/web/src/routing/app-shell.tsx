import { ErrorPanel, Spinner } from '@trading/ui-kit';
import { Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import styled from 'styled-components';
import { InstallOffer } from '../install/install-offer';
import { KeptPageNotice } from '../offline/kept-page-notice';
import { OfflineBanner } from '../offline/offline-banner';
import { UpdatePrompt } from '../offline/update-prompt';
import { useEnrolmentRedirect } from '../session/use-enrolment-redirect';
import { useSessionEndRedirect } from '../session/use-session-end-redirect';
import { useTenantConfigStatus } from '../tenant/use-tenant-config-status';
import { AppTabBar } from './app-tab-bar';
import { useCurrentRoute } from './use-current-route';
import { useRouteFirstQueries } from './use-route-first-queries';

/** Room for the fixed tab bar (its 50 px touch row) so the last row of a page stays reachable. */
const TAB_BAR_SPACE = 56;

// A flex column so a list's pull surface can take the rest of the screen (ui-kit's fillColumn).
const Main = styled.main<{ $tabBar: boolean }>`
  display: flex;
  flex-direction: column;
  min-height: 100dvh;
  padding-bottom: ${({ $tabBar }) => ($tabBar ? `calc(${TAB_BAR_SPACE}px + env(safe-area-inset-bottom))` : '0')};
`;

// Notices of the app's own state (a kept page, a new version): fixed, so their going moves
// nothing on the page, and above the tab bar, where a thumb finds them.
const UpdateDock = styled.div<{ $tabBar: boolean }>`
  position: fixed;
  left: 0;
  right: 0;
  bottom: ${({ $tabBar }) => ($tabBar ? `calc(${TAB_BAR_SPACE}px + env(safe-area-inset-bottom))` : '0')};
  z-index: 2000;
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding-top: 30vh;
`;

function NetworkRetry({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <ErrorPanel
      message={intl.formatMessage({ id: 'tenant.networkError' })}
      retryText={intl.formatMessage({ id: 'tenant.retry' })}
      onRetry={onRetry}
    />
  );
}

/** The frame around every route: the page, and the bottom tab bar on routes that have a tab. */
export function AppShell() {
  const intl = useIntl();
  const route = useCurrentRoute();
  const config = useTenantConfigStatus();
  useSessionEndRedirect();
  useEnrolmentRedirect();
  useRouteFirstQueries();
  // Says the app has taken the page over (a server-rendered page shows before it can answer).
  useEffect(() => {
    document.documentElement.dataset.app = 'live';
  }, []);
  const tab = route?.tab ?? null;
  return (
    <>
      <Main $tabBar={tab !== null}>
        <OfflineBanner />
        {config.status === 'network' ? (
          <NetworkRetry onRetry={config.retry} />
        ) : (
          <Suspense
            fallback={
              // Busy to assistive technology while the screen's code loads.
              <Centered
                role="status"
                aria-busy="true"
                aria-label={intl.formatMessage({ id: 'ui.loading' })}
              >
                <Spinner $size={28} />
              </Centered>
            }
          >
            <Outlet />
          </Suspense>
        )}
      </Main>
      <UpdateDock $tabBar={tab !== null}>
        <KeptPageNotice />
        <UpdatePrompt />
      </UpdateDock>
      {tab !== null && <AppTabBar current={tab} />}
      <InstallOffer />
    </>
  );
}
