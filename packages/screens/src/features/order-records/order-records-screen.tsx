import { Tabs } from '@trading/ui-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { OfferingScreen } from '../../shared/offerings/offering-screen';
import { OpenOrders } from '../../shared/orders/open-orders';
import { BuyOrders } from './buy-orders';
import { EndedOrders } from './ended-orders';
import { SellOrders } from './sell-orders';

/**
 * /orderRecords: filled buys and sells, the open (working) orders and the ended ones, in four
 * tabs; a working order opens its detail.
 */
export function OrderRecordsScreen() {
  const intl = useIntl();
  const [tab, setTab] = useState(0);
  const buy = intl.formatMessage({ id: 'action.buy' });
  const sell = intl.formatMessage({ id: 'action.sell' });
  const open = intl.formatMessage({ id: 'orders.open' });
  const ended = intl.formatMessage({ id: 'orderDetail.history' });
  return (
    <OfferingScreen titleId="route.orderRecords">
      <Tabs
        items={[{ title: buy }, { title: sell }, { title: open }, { title: ended }]}
        active={tab}
        onChange={setTab}
        aria-label={intl.formatMessage({ id: 'route.orderRecords' })}
      >
        {tab === 0 && <BuyOrders label={buy} />}
        {tab === 1 && <SellOrders label={sell} />}
        {tab === 2 && <OpenOrders label={open} />}
        {tab === 3 && <EndedOrders label={ended} />}
      </Tabs>
    </OfferingScreen>
  );
}
