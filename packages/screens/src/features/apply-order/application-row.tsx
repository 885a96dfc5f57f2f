import type { IpoApplication } from '@trading/contract';
import { Button } from '@trading/ui-kit';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DetailList } from '../../shared/offerings/detail-list';
import { formatAmount } from '../../shared/offerings/format-amount';
import { formatDateTime } from '../../shared/date-time/format-date-time';
import { OfferCard } from '../../shared/offerings/offer-card';
import { amountOwed } from '../../shared/offerings/offer-math';
import { StatusBadge } from '../../shared/offerings/status-badge';
import { APPLICATION_STATUS } from './application-status';

/**
 * One subscription. Quantities are in the application's own unit (lots of `unit` shares, or
 * shares when unit is 1); an application sent with 0 leaves the quantity to the allotment.
 */
export function ApplicationRow({
  application: app,
  onFund,
}: {
  application: IpoApplication;
  onFund: (application: IpoApplication) => void;
}) {
  const intl = useIntl();
  const money = (value: string) => formatAmount(value, app.currencyType);
  const units = (count: number) =>
    app.unit > 1
      ? intl.formatMessage(
          { id: 'applyOrder.lotsOfShares' },
          { lots: count, shares: count * app.unit },
        )
      : intl.formatMessage({ id: 'offerings.sharesCount' }, { shares: count });
  const status = APPLICATION_STATUS[app.status];
  const rows: [string, ReactNode][] = [
    [intl.formatMessage({ id: 'offerings.price' }), money(app.price)],
    [
      intl.formatMessage({ id: 'applyOrder.applied' }),
      app.applyUnit === 0
        ? intl.formatMessage({ id: 'applyOrder.quantityByAllotment' })
        : units(app.applyUnit),
    ],
  ];
  if (app.status === 'FUNDING' || app.status === 'FINISH')
    rows.push(
      [intl.formatMessage({ id: 'applyOrder.allotted' }), units(app.obtainUnit)],
      [intl.formatMessage({ id: 'applyOrder.funded' }), money(app.funding)],
    );
  if (app.status === 'FUNDING')
    rows.push([
      intl.formatMessage({ id: 'applyOrder.owed' }),
      money(amountOwed(app.obtainNum, app.price, app.funding)),
    ]);
  rows.push([intl.formatMessage({ id: 'orderRecords.time' }), formatDateTime(app.createdTime)]);

  return (
    <OfferCard
      title={app.stockName}
      subtitle={`${intl.formatMessage({ id: `applyOrder.kind.${app.kind}` })} · ${app.stockExchange} · ${app.stockSymbol}`}
      badge={
        <StatusBadge tone={status.tone}>{intl.formatMessage({ id: status.labelId })}</StatusBadge>
      }
      action={
        app.status === 'FUNDING' ? (
          <Button $variant="primary" onClick={() => onFund(app)}>
            <FormattedMessage id="applyOrder.fund" />
          </Button>
        ) : undefined
      }
    >
      <DetailList rows={rows} />
    </OfferCard>
  );
}
