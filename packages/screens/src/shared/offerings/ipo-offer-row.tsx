import type { IpoItem, MarketBuyModel } from '@trading/contract';
import { Button } from '@trading/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { DetailList } from './detail-list';
import { formatAmount } from './format-amount';
import { OfferCard } from './offer-card';

/** One IPO, placement or block placement with its price, lot size and Subscribe button. */
export function IpoOfferRow({
  item,
  model,
  onSubscribe,
}: {
  item: IpoItem;
  model: MarketBuyModel;
  onSubscribe: (item: IpoItem) => void;
}) {
  const intl = useIntl();
  const rows: [string, string][] = [
    [intl.formatMessage({ id: 'offerings.price' }), formatAmount(item.price, item.currencyType)],
  ];
  if (model === 0)
    rows.push([
      intl.formatMessage({ id: 'offerings.lotSize' }),
      intl.formatMessage({ id: 'offerings.sharesCount' }, { shares: item.ipoUnit }),
    ]);
  if (item.fixedAmount !== null)
    rows.push([
      intl.formatMessage({ id: 'offerings.fixedAmount' }),
      intl.formatMessage(
        { id: model === 0 ? 'offerings.lotsCount' : 'offerings.sharesCount' },
        { lots: item.fixedAmount, shares: item.fixedAmount },
      ),
    ]);
  return (
    <OfferCard
      title={item.stockName}
      subtitle={`${item.stockExchange} · ${item.stockSymbol}`}
      action={
        <Button $variant="primary" onClick={() => onSubscribe(item)}>
          <FormattedMessage id="offerings.subscribe" />
        </Button>
      }
    >
      <DetailList rows={rows} />
    </OfferCard>
  );
}
