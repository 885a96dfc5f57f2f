import { offerWindow, type SnapUpItem } from '@trading/contract';
import { Button } from '@trading/ui-kit';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DetailList } from '../../shared/offerings/detail-list';
import { formatAmount } from '../../shared/offerings/format-amount';
import { formatDateTime } from '../../shared/date-time/format-date-time';
import { remaining } from '../../shared/offerings/countdown';
import { OfferCard } from '../../shared/offerings/offer-card';
import { WindowBadge } from '../../shared/offerings/window-badge';

/** A snap-up offer: its window and a countdown while open; applying is offered only then. */
export function SnapUpRow({
  item,
  now,
  onApply,
}: {
  item: SnapUpItem;
  now: number;
  onApply: (item: SnapUpItem) => void;
}) {
  const intl = useIntl();
  const state = offerWindow(item.startTime, item.endTime, now);
  const rows: [string, ReactNode][] = [
    [intl.formatMessage({ id: 'offerings.price' }), formatAmount(item.price, item.currencyType)],
    [intl.formatMessage({ id: 'snapUp.startTime' }), formatDateTime(item.startTime)],
    [intl.formatMessage({ id: 'snapUp.endTime' }), formatDateTime(item.endTime)],
  ];
  if (state === 'OPEN') {
    const left = remaining(now, item.endTime);
    rows.push([
      intl.formatMessage({ id: 'snapUp.endsIn' }),
      intl.formatMessage({ id: 'snapUp.countdown' }, left),
    ]);
  }
  return (
    <OfferCard
      title={item.stockName}
      subtitle={`${item.market} · ${item.symbol}`}
      badge={<WindowBadge window={state} />}
      action={
        state === 'OPEN' ? (
          <Button $variant="primary" onClick={() => onApply(item)}>
            <FormattedMessage id="snapUp.apply" />
          </Button>
        ) : undefined
      }
    >
      <DetailList rows={rows} />
    </OfferCard>
  );
}
