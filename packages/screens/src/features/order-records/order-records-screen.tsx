import { Tabs } from '@trading/ui-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { OfferingScreen } from '../../shared/offerings/offering-screen';
import { OpenOrders } from '../../shared/orders/open-orders';
import { BuyOrders } from './buy-orders';
import { SellOrders } from './sell-orders';

/** /orderRecords: filled buys and sells, and the open (working) orders, in three tabs. */
export function OrderRecordsScreen() {
  const intl = useIntl();
  const [tab, setTab] = useState(0);
  const buy = intl.formatMessage({ id: 'action.buy' });
  const sell = intl.formatMessage({ id: 'action.sell' });
  const open = intl.formatMessage({ id: 'orders.open' });
  return (
    <OfferingScreen titleId="route.orderRecords">
      <Tabs
        items={[{ title: buy }, { title: sell }, { title: open }]}
        active={tab}
        onChange={setTab}
        aria-label={intl.formatMessage({ id: 'route.orderRecords' })}
      >
        {tab === 0 && <BuyOrders label={buy} />}
        {tab === 1 && <SellOrders label={sell} />}
        {tab === 2 && <OpenOrders label={open} />}
      </Tabs>
    </OfferingScreen>
  );
}
