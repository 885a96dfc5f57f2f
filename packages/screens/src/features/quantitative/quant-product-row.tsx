import { offerWindow, type QuantProduct } from '@trading/contract';
import { Button } from '@trading/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { DetailList } from '../../shared/offerings/detail-list';
import { formatAmount, formatRate } from '../../shared/offerings/format-amount';
import { OfferCard } from '../../shared/offerings/offer-card';
import { WindowBadge } from '../../shared/offerings/window-badge';

/** A quantitative fund: manager, minimum, lock-up, size and estimated profit; buyable while open. */
export function QuantProductRow({
  product,
  now,
  onBuy,
}: {
  product: QuantProduct;
  now: number;
  onBuy: (product: QuantProduct) => void;
}) {
  const intl = useIntl();
  const state = offerWindow(product.startTime, product.endTime, now);
  const money = (value: string) => formatAmount(value, product.currencyType);
  return (
    <OfferCard
      title={product.name}
      subtitle={product.productDesc}
      badge={<WindowBadge window={state} />}
      action={
        state === 'OPEN' ? (
          <Button $variant="primary" onClick={() => onBuy(product)}>
            <FormattedMessage id="quant.buy" />
          </Button>
        ) : undefined
      }
    >
      <DetailList
        rows={[
          [intl.formatMessage({ id: 'quant.manager' }), product.managerName],
          [intl.formatMessage({ id: 'quant.minimum' }), money(product.minBuyAmount)],
          [
            intl.formatMessage({ id: 'quant.lockDay' }),
            intl.formatMessage({ id: 'quant.days' }, { days: product.lockDay }),
          ],
          [intl.formatMessage({ id: 'quant.totalAmount' }), money(product.totalAmount)],
          [
            intl.formatMessage({ id: 'quant.estimatedProfit' }),
            intl.formatMessage(
              { id: 'quant.range' },
              {
                low: formatRate(product.estimateProfitRate),
                high: formatRate(product.maxEstimateProfitRate),
              },
            ),
          ],
        ]}
      />
    </OfferCard>
  );
}
