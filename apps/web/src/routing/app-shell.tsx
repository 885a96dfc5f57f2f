import { ErrorPanel, Spinner, useOnline } from '@trading/ui-kit';
import { lazy, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import styled from 'styled-components';
import { InstallOffer } from '../install/install-offer';
import { useUpdateAvailable } from '../offline/update-available';
import { useSessionEndRedirect } from '../session/use-session-end-redirect';
import { useTenantConfigStatus } from '../tenant/use-tenant-config-status';
import { AppTabBar } from './app-tab-bar';
import { useCurrentRoute } from './use-current-route';
import { useRouteFirstQueries } from './use-route-first-queries';

// Both bars load only when shown: most visits are online and on the current build.
const OfflineBanner = lazy(() => import('../offline/offline-banner'));
const UpdatePrompt = lazy(() => import('../offline/update-prompt'));

/** Room for the fixed tab bar (its 50 px touch row) so the last row of a page stays reachable. */
const TAB_BAR_SPACE = 56;

// A flex column so a list's pull surface can take the rest of the screen (ui-kit's fillColumn).
const Main = styled.main<{ $tabBar: boolean }>`
  display: flex;
  flex-direction: column;
  min-height: 100dvh;
  padding-bottom: ${({ $tabBar }) => ($tabBar ? `calc(${TAB_BAR_SPACE}px + env(safe-area-inset-bottom))` : '0')};
`;

// Above the tab bar, where a thumb finds it.
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
  const route = useCurrentRoute();
  const config = useTenantConfigStatus();
  useSessionEndRedirect();
  useRouteFirstQueries();
  const online = useOnline();
  const update = useUpdateAvailable();
  // Says the app has taken the page over (a server-rendered page shows before it can answer).
  useEffect(() => {
    document.documentElement.dataset.app = 'live';
  }, []);
  const tab = route?.tab ?? null;
  return (
    <>
      <Main $tabBar={tab !== null}>
        {!online && (
          <Suspense fallback={null}>
            <OfflineBanner />
          </Suspense>
        )}
        {config.status === 'network' ? (
          <NetworkRetry onRetry={config.retry} />
        ) : (
          <Suspense
            fallback={
              <Centered>
                <Spinner $size={28} />
              </Centered>
            }
          >
            <Outlet />
          </Suspense>
        )}
      </Main>
      {update && (
        <UpdateDock $tabBar={tab !== null}>
          <Suspense fallback={null}>
            <UpdatePrompt apply={update} />
          </Suspense>
        </UpdateDock>
      )}
      {tab !== null && <AppTabBar current={tab} />}
      <InstallOffer />
    </>
  );
}
