import { useUnreadNotifications } from '@trading/api';
import { TabBar, useOnDevice } from '@trading/ui-kit';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { TabIndex } from './route-table';
import { TabIcon } from './tab-icons';
import { tabs } from './tabs';

export function AppTabBar({ current }: { current: TabIndex }) {
  const intl = useIntl();
  const navigate = useNavigate();
  // The count is the device's to say: a server-rendered page and its hydration show none, so
  // an answer that lands before a lazy route hydrates cannot make the two differ.
  const onDevice = useOnDevice();
  const fetched = useUnreadNotifications();
  const unread = onDevice ? fetched : 0;
  const items = useMemo(
    () =>
      tabs.map((tab) => ({
        to: tab.to,
        label: intl.formatMessage({ id: tab.label }),
        icon: <TabIcon name={tab.icon} />,
        ...(tab.badge && {
          badge: {
            count: unread,
            label: intl.formatMessage({ id: 'tab.unread' }, { count: unread }),
          },
        }),
      })),
    [intl, unread],
  );
  return (
    <TabBar
      items={items}
      current={current}
      aria-label={intl.formatMessage({ id: 'tab.label' })}
      onNavigate={(to) => void navigate(to)}
    />
  );
}
