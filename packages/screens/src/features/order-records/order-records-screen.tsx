import { Tabs } from '@trading/ui-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { OfferingScreen } from '../../shared/offerings/offering-screen';
import { BuyOrders } from './buy-orders';
import { SellOrders } from './sell-orders';

/** /orderRecords: buy and sell orders in two tabs. */
export function OrderRecordsScreen() {
  const intl = useIntl();
  const [tab, setTab] = useState(0);
  const buy = intl.formatMessage({ id: 'action.buy' });
  const sell = intl.formatMessage({ id: 'action.sell' });
  return (
    <OfferingScreen titleId="route.orderRecords">
      <Tabs
        items={[{ title: buy }, { title: sell }]}
        active={tab}
        onChange={setTab}
        aria-label={intl.formatMessage({ id: 'route.orderRecords' })}
      >
        {tab === 0 ? <BuyOrders label={buy} /> : <SellOrders label={sell} />}
      </Tabs>
    </OfferingScreen>
  );
}
