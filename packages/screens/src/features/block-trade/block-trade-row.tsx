import type { BlockTradeItem } from '@trading/contract';
import { Button } from '@trading/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { DetailList } from '../../shared/offerings/detail-list';
import { formatAmount, formatRate } from '../../shared/offerings/format-amount';
import { OfferCard } from '../../shared/offerings/offer-card';
import { discountedPrice } from '../../shared/offerings/offer-math';

/** A block of a stock at its discounted price, with its Buy button. */
export function BlockTradeRow({
  item,
  onBuy,
}: {
  item: BlockTradeItem;
  onBuy: (item: BlockTradeItem) => void;
}) {
  const intl = useIntl();
  return (
    <OfferCard
      title={item.stockName}
      subtitle={`${item.stockExchange} · ${item.stockSymbol}`}
      action={
        <Button $variant="primary" onClick={() => onBuy(item)}>
          <FormattedMessage id="action.buy" />
        </Button>
      }
    >
      <DetailList
        rows={[
          [
            intl.formatMessage({ id: 'offerings.price' }),
            formatAmount(discountedPrice(item.price, item.discountRate), item.currencyType),
          ],
          [intl.formatMessage({ id: 'blockTrade.discountRate' }), formatRate(item.discountRate)],
        ]}
      />
    </OfferCard>
  );
}
