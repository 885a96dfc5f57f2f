import { useAlertDeleteMutation, useAlertListQuery, useTenantConfigQuery } from '@trading/api';
import type { PriceAlert } from '@trading/contract';
import { Button, Cell, CellGroup, Empty, ErrorPanel, Skeleton } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useFormatDateTime } from '../../shared/date-time/use-format-date-time';
import { ScreenBar } from '../../shared/forms/screen-bar';
import { currencySign } from '../../shared/format/currency-sign';
import { useConfirmedCall } from '../../shared/forms/use-confirmed-call';
import { formatAlertValue } from '../../shared/price-alerts/alert-value';

// The row's title opens the stock; Delete sits beside it (a row cannot be a button holding one).
const StockLink = styled(Link)`
  color: inherit;
  text-decoration: none;
`;

/** /alerts: the user's price alerts, waiting ones first; each opens its stock or is deleted. */
export function AlertsScreen() {
  const intl = useIntl();
  const formatTime = useFormatDateTime();
  const signMap = useTenantConfigQuery().data?.signMap;
  const alerts = useAlertListQuery(undefined, { refetchOnMountOrArgChange: true });
  const [remove] = useAlertDeleteMutation();
  const { busy, confirmThen, dialog, text } = useConfirmedCall();

  const condition = (alert: PriceAlert) =>
    intl.formatMessage(
      { id: `alert.condition.${alert.kind}` },
      {
        value: formatAlertValue(alert.kind, alert.value, currencySign(alert.currencyType, signMap)),
      },
    );
  const state = (alert: PriceAlert) =>
    alert.triggeredTime === null
      ? text('alert.waiting')
      : intl.formatMessage({ id: 'alert.reachedAt' }, { time: formatTime(alert.triggeredTime) });

  let body;
  if (alerts.isError && !alerts.data) body = <ErrorPanel onRetry={() => void alerts.refetch()} />;
  else if (!alerts.data) body = <Skeleton rows={4} />;
  else if (alerts.data.length === 0) body = <Empty description={text('alert.none')} />;
  else
    body = (
      <CellGroup>
        {alerts.data.map((alert) => (
          <Cell
            key={alert.id}
            title={
              <StockLink to={`/stock/${alert.stockId}`}>
                {`${alert.symbol} · ${condition(alert)}`}
              </StockLink>
            }
            label={state(alert)}
            value={
              <Button
                $variant="default"
                disabled={busy}
                onClick={() => {
                  void confirmThen(
                    'alert.confirmDelete',
                    () => remove({ id: alert.id }),
                    'alert.deleted',
                  );
                }}
              >
                {text('alert.delete')}
              </Button>
            }
          />
        ))}
      </CellGroup>
    );

  return (
    <>
      <ScreenBar title="route.alerts" />
      {body}
      {dialog}
    </>
  );
}
