import type { AdminApplication } from '@trading/contract';
import { Button } from '@trading/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { consoleApi } from '../api/console-api';
import { ErrorText } from '../shell/error-text';
import { Notice } from '../shell/notice';
import { useMoney } from '../shell/use-money';
import { HeaderRow } from '../shell/header-row';
import { AllotmentTable } from './allotment-table';
import { OfferingsActions, OfferingsScreen, OfferingsTable } from './offerings-page';

/** Shares applied for: units asked × shares per unit. */
const sharesAsked = (a: AdminApplication) => a.applyUnit * a.unit;

/** One application's allotment: shares in whole units, at most what was asked (0 fails it). */
function AllotRow({ application }: { application: AdminApplication }) {
  const intl = useIntl();
  const money = useMoney();
  const [shares, setShares] = useState(String(sharesAsked(application)));
  const [allot, { data: proposal, error, isLoading }] = consoleApi.useApplicationsAllotMutation();
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
        {proposal && !error && (
          <Notice role="status">
            <FormattedMessage id="proposals.proposed" values={{ id: proposal.id }} />
          </Notice>
        )}
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

/** The offer an application is for, as the allotment of a whole offer names it. */
const offerKey = (a: AdminApplication) => `${a.kind}:${a.offeringId}`;

/** Every offer with applications waiting, named as the operator knows it. */
function offersOf(rows: readonly AdminApplication[]) {
  const offers = new Map<
    string,
    {
      key: string;
      label: string;
      kind: AdminApplication['kind'];
      offeringId: number;
      count: number;
    }
  >();
  for (const a of rows) {
    const offer = offers.get(offerKey(a));
    if (offer) offer.count += 1;
    else
      offers.set(offerKey(a), {
        key: offerKey(a),
        label: `${a.stockName} (${a.stockSymbol}) · ${a.kind} #${a.offeringId}`,
        kind: a.kind,
        offeringId: a.offeringId,
        count: 1,
      });
  }
  return offers;
}

/** A whole number of shares as typed, or undefined while it is not one. */
function wholeShares(text: string): number | undefined {
  return /^\d{1,10}$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

/**
 * One offer's allotment by the pro-rata rule: the operator picks the offer and the shares
 * available, reads what each application would get and the totals (the server's own preview),
 * and only then proposes allotting them all (a second staff member approves it).
 */
function OfferAllotment({ rows }: { rows: readonly AdminApplication[] }) {
  const intl = useIntl();
  const offers = offersOf(rows);
  const [chosen, setChosen] = useState('');
  const [available, setAvailable] = useState('');
  const offer = offers.get(chosen) ?? offers.values().next().value;
  const shares = wholeShares(available);
  const request =
    offer && shares !== undefined
      ? { kind: offer.kind, offeringId: offer.offeringId, available: shares }
      : undefined;
  const preview = consoleApi.useApplicationsAllotPreviewQuery(request ?? skipToken);
  const [allot, { data: proposal, error, isLoading }] =
    consoleApi.useApplicationsAllotBulkMutation();
  if (!offer) return null;
  const ready =
    request !== undefined && preview.data !== undefined && !preview.isFetching && !preview.error;
  return (
    <>
      <OfferingsActions
        onSubmit={(e) => {
          e.preventDefault();
          if (ready) void allot(request);
        }}
      >
        <label>
          <FormattedMessage id="allot.offerPick" />{' '}
          <select value={offer.key} onChange={(e) => setChosen(e.target.value)}>
            {[...offers].map(([key, o]) => (
              <option key={key} value={key}>
                {o.label} ({o.count})
              </option>
            ))}
          </select>
        </label>
        <label>
          <FormattedMessage id="allot.available" />{' '}
          <input
            inputMode="numeric"
            value={available}
            onChange={(e) => setAvailable(e.target.value)}
          />
        </label>
        <Button $variant="default" type="submit" disabled={isLoading || !ready}>
          <FormattedMessage id="allot.bulk" values={{ count: preview.data?.rows.length ?? 0 }} />
        </Button>
        {available.trim() !== '' && shares === undefined && (
          <ErrorText role="alert">{intl.formatMessage({ id: 'allot.availableWhole' })}</ErrorText>
        )}
        {preview.error && 'msg' in preview.error && (
          <ErrorText role="alert">{preview.error.msg}</ErrorText>
        )}
        {error && 'msg' in error && <ErrorText role="alert">{error.msg}</ErrorText>}
        {proposal && !error && (
          <Notice role="status">
            <FormattedMessage id="proposals.proposed" values={{ id: proposal.id }} />
          </Notice>
        )}
      </OfferingsActions>
      {ready && (
        <AllotmentTable
          preview={preview.data!}
          label={intl.formatMessage({ id: 'allot.preview' })}
        />
      )}
    </>
  );
}

/** Subscriptions waiting for an allotment, one by one or a whole offer by the pro-rata rule. */
export function AllotScreen() {
  const { data } = consoleApi.useApplicationsQuery({ status: 'APPLYING', pageSize: 100 });
  const rows = data?.records ?? [];
  return (
    <OfferingsScreen screen="allot" empty={data?.records.length === 0}>
      <OfferAllotment rows={rows} />
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
