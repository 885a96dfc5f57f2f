import { Empty, NavBar } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { useCurrentRoute } from './use-current-route';
import { useGoBack } from '@trading/screens/context';

/**
 * What a route shows until its screen is built: the navigation bar with the route's title
 * (and a back arrow, except on tab routes, which are roots) and the empty state. One
 * component serves every such route.
 */
export function ShellFrame() {
  const intl = useIntl();
  const route = useCurrentRoute();
  const goBack = useGoBack();
  return (
    <>
      <NavBar
        title={route ? intl.formatMessage({ id: route.title }) : undefined}
        onBack={route?.tab === null ? goBack : undefined}
      />
      <Empty />
    </>
  );
}
