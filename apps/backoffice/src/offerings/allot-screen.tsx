import type { AdminApplication } from '@trading/contract';
import { Button } from '@trading/ui-kit';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { consoleApi } from '../api/console-api';
import { ErrorText } from '../shell/error-text';
import { useMoney } from '../shell/use-money';
import { proRata } from './pro-rata';
import { HeaderRow } from '../shell/header-row';
import { OfferingsActions, OfferingsScreen, OfferingsTable } from './offerings-page';

/** Shares applied for: units asked × shares per unit. */
const sharesAsked = (a: AdminApplication) => a.applyUnit * a.unit;

/** One application's allotment: shares in whole units, at most what was asked (0 fails it). */
function AllotRow({ application }: { application: AdminApplication }) {
  const intl = useIntl();
  const money = useMoney();
  const [shares, setShares] = useState(String(sharesAsked(application)));
  const [allot, { error, isLoading }] = consoleApi.useApplicationsAllotMutation();
  const label = intl.formatMessage({ id: 'allot.shares' });
  return (
    <tr>
      <td>#{application.id}</td>
      <td>{application.userId}</td>
      <td>
        {application.stockName} ({application.stockSymbol}) · {application.kind}
      </td>
      <td>{money(application.price, application.currencyType)}</td>
      <td>
        {intl.formatNumber(sharesAsked(application))} ({application.unit})
      </td>
      <td>
        <input
          aria-label={`${label} #${application.id}`}
          inputMode="numeric"
          value={shares}
          onChange={(e) => setShares(e.target.value)}
        />
        {error && 'msg' in error && <ErrorText role="alert">{error.msg}</ErrorText>}
      </td>
      <td>
        <Button
          $variant="primary"
          disabled={isLoading}
          onClick={() => allot({ id: application.id, shares: Number(shares) })}
        >
          <FormattedMessage id="allot.allot" />
        </Button>
      </td>
    </tr>
  );
}

/** Subscriptions waiting for an allotment, one by one or all together by the pro-rata rule. */
export function AllotScreen() {
  const { data } = consoleApi.useApplicationsQuery({ status: 'APPLYING', pageSize: 100 });
  const [bulk, { error, isLoading }] = consoleApi.useApplicationsAllotBulkMutation();
  const [available, setAvailable] = useState('');
  const rows = data?.records ?? [];
  const proposed = proRata(
    rows.map((a) => ({ id: a.id, shares: sharesAsked(a), unit: a.unit })),
    Number(available) || 0,
  );
  return (
    <OfferingsScreen screen="allot" empty={data?.records.length === 0}>
      <OfferingsActions
        onSubmit={(e) => {
          e.preventDefault();
          if (proposed.length > 0) void bulk({ allotments: proposed });
        }}
      >
        <label>
          <FormattedMessage id="allot.available" />{' '}
          <input
            inputMode="numeric"
            value={available}
            onChange={(e) => setAvailable(e.target.value)}
          />
        </label>
        <Button $variant="default" type="submit" disabled={isLoading || proposed.length === 0}>
          <FormattedMessage id="allot.bulk" values={{ count: proposed.length }} />
        </Button>
        {error && 'msg' in error && <ErrorText role="alert">{error.msg}</ErrorText>}
      </OfferingsActions>
      <OfferingsTable>
        <thead>
          <HeaderRow
            ids={[
              'allot.id',
              'allot.investor',
              'allot.offer',
              'allot.price',
              'allot.asked',
              'allot.shares',
              '',
            ]}
          />
        </thead>
        <tbody>
          {rows.map((a) => (
            <AllotRow key={a.id} application={a} />
          ))}
        </tbody>
      </OfferingsTable>
    </OfferingsScreen>
  );
}
