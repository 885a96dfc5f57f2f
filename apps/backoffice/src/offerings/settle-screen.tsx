import { QuantOrderStatus, type AdminQuantOrder } from '@trading/contract';
import { Button } from '@trading/ui-kit';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { consoleApi } from '../api/console-api';
import { useNow } from '../queues/use-now';
import { ErrorText } from '../shell/error-text';
import { HeaderRow } from '../shell/header-row';
import { Notice } from '../shell/notice';
import { useMoney } from '../shell/use-money';
import { OfferingsActions, OfferingsScreen, OfferingsTable } from './offerings-page';
import {
  isDue,
  settlementProfit,
  settleOutcome,
  statusFilter,
  type SettleOutcome,
} from './settlement';

function OrderRow(props: {
  order: AdminQuantOrder;
  due: boolean;
  busy: boolean;
  onSettle: () => void;
}) {
  const { order } = props;
  const intl = useIntl();
  const money = useMoney();
  return (
    <tr>
      <td>#{order.id}</td>
      <td>{order.userId}</td>
      <td>
        {order.productName} · {order.productManagerName}
      </td>
      <td>{money(order.applyAmount, order.currencyType)}</td>
      <td>{money(settlementProfit(order), order.currencyType)}</td>
      <td>
        <FormattedMessage id={`settle.status.${order.status}`} />
      </td>
      <td>{intl.formatDate(order.lockEndTime, { dateStyle: 'short', timeStyle: 'short' })}</td>
      <td>
        {props.due && (
          <Button
            $variant="primary"
            disabled={props.busy}
            aria-label={`${intl.formatMessage({ id: 'settle.settle' })} #${order.id}`}
            onClick={props.onSettle}
          >
            <FormattedMessage id="settle.settle" />
          </Button>
        )}
      </td>
    </tr>
  );
}

/** Quantitative fund orders: pay back a due one, or every due one of the tenant at once. */
export function SettleScreen() {
  const intl = useIntl();
  const [choice, setChoice] = useState('');
  const { data } = consoleApi.useQuantOrdersQuery({ status: statusFilter(choice), pageSize: 100 });
  const [settleOne, one] = consoleApi.useQuantSettleOneMutation();
  const [settleDue, due] = consoleApi.useQuantSettleDueMutation();
  const [outcome, setOutcome] = useState<SettleOutcome | null>(null);
  // Lock-ups end while the screen stays open: a minute's tick brings their Settle buttons.
  const now = useNow(60_000);
  const busy = one.isLoading || due.isLoading;
  const rows = data?.records ?? [];
  const settle = async (send: ReturnType<typeof settleOne> | ReturnType<typeof settleDue>) =>
    setOutcome(settleOutcome(await send));
  return (
    <OfferingsScreen screen="settle" empty={data?.records.length === 0}>
      <OfferingsActions
        onSubmit={(e) => {
          e.preventDefault();
          void settle(settleDue({}));
        }}
      >
        <label>
          <FormattedMessage id="settle.status" />{' '}
          <select value={choice} onChange={(e) => setChoice(e.target.value)}>
            <option value="">{intl.formatMessage({ id: 'settle.every' })}</option>
            {QuantOrderStatus.options.map((status) => (
              <option key={status} value={status}>
                {intl.formatMessage({ id: `settle.status.${status}` })}
              </option>
            ))}
          </select>
        </label>
        <Button $variant="default" type="submit" disabled={busy}>
          <FormattedMessage id="settle.due" />
        </Button>
      </OfferingsActions>
      {outcome?.role === 'status' && (
        <Notice role="status">
          <FormattedMessage id="settle.done" values={{ count: outcome.count }} />
        </Notice>
      )}
      {outcome?.role === 'alert' && (
        <ErrorText role="alert">
          {outcome.msg || intl.formatMessage({ id: 'error.network' })}
        </ErrorText>
      )}
      <OfferingsTable>
        <thead>
          <HeaderRow
            ids={[
              'settle.id',
              'settle.investor',
              'settle.product',
              'settle.amount',
              'settle.profit',
              'settle.status',
              'settle.lockEnd',
              '',
            ]}
          />
        </thead>
        <tbody>
          {rows.map((order) => (
            <OrderRow
              key={order.id}
              order={order}
              due={isDue(order, now)}
              busy={busy}
              onSettle={() => void settle(settleOne({ id: order.id }))}
            />
          ))}
        </tbody>
      </OfferingsTable>
    </OfferingsScreen>
  );
}
