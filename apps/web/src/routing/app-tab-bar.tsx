import { useUnreadNotifications } from '@trading/api';
import { TabBar } from '@trading/ui-kit';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { TabIndex } from './route-table';
import { TabIcon } from './tab-icons';
import { tabs } from './tabs';

export function AppTabBar({ current }: { current: TabIndex }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const unread = useUnreadNotifications();
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
