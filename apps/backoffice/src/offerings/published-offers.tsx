import { WindowedOfferKind, type PublishedOffer } from '@trading/contract';
import { Button, formatMoney } from '@trading/ui-kit';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { ConfirmButton } from '../shell/confirm-button';
import { HeaderRow } from '../shell/header-row';
import { consoleApi } from '../api/console-api';
import { Actions, DataTable } from '../shell/form-look';
import { fieldLook } from '../shell/field-look';
import { ServerError } from '../shell/server-error';
import { fromLocalTime, toLocalTime } from './local-time';

const Table = styled(DataTable)`
  input {
    ${fieldLook}
  }
  td {
    vertical-align: top;
  }
`;

const Nowrap = styled.td`
  white-space: nowrap;
`;

/** The row's buttons stay side by side; the table is wide enough on a desk or a tablet. */
const RowActions = styled(Actions)`
  flex-wrap: nowrap;
  white-space: nowrap;
`;

/**
 * A new window for one offer. Once an offer is open its start is fixed (investors saw it),
 * so only the end is offered; the server refuses the rest with its own words.
 */
function WindowChange(props: { offer: DatedOffer; opened: boolean; onDone: () => void }) {
  const { offer, opened, onDone } = props;
  const intl = useIntl();
  const [start, setStart] = useState(toLocalTime(String(offer.startTime)));
  const [end, setEnd] = useState(toLocalTime(String(offer.endTime)));
  const [reschedule, { error, isLoading }] = consoleApi.useOfferingsRescheduleMutation();
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        const result = await reschedule({
          kind: offer.kind,
          id: offer.id,
          startTime: opened ? offer.startTime : fromLocalTime(start),
          endTime: fromLocalTime(end),
        });
        if (!('error' in result)) onDone();
      }}
    >
      <Actions>
        {!opened && (
          <input
            type="datetime-local"
            aria-label={intl.formatMessage({ id: 'publish.field.startTime' })}
            value={start}
            onChange={(e) => setStart(e.target.value)}
          />
        )}
        <input
          type="datetime-local"
          aria-label={intl.formatMessage({ id: 'publish.field.endTime' })}
          value={end}
          onChange={(e) => setEnd(e.target.value)}
        />
        <Button $variant="primary" type="submit" disabled={isLoading}>
          <FormattedMessage id="offers.saveWindow" />
        </Button>
        <Button $variant="text" type="button" onClick={onDone}>
          <FormattedMessage id="offers.cancel" />
        </Button>
      </Actions>
      <ServerError error={error} />
    </form>
  );
}

/** Closing asks once more in the row: the offer leaves the investors' lists at once, for good. */
function CloseNow({ offer }: { offer: PublishedOffer }) {
  const [close, { error, isLoading }] = consoleApi.useOfferingsCloseMutation();
  return (
    <>
      <ConfirmButton
        label={<FormattedMessage id="offers.close" />}
        confirm={<FormattedMessage id="offers.confirmClose" values={{ title: offer.title }} />}
        keep={<FormattedMessage id="offers.keepOpen" />}
        busy={isLoading}
        onConfirm={() => close({ kind: offer.kind, id: offer.id })}
      />
      <ServerError error={error} />
    </>
  );
}

/** An offer with a window of its own, which can be moved; a block trade has none. */
type DatedOffer = PublishedOffer & { kind: WindowedOfferKind; endTime: number };

function datedOffer(offer: PublishedOffer): DatedOffer | null {
  const kind = WindowedOfferKind.safeParse(offer.kind);
  return kind.success && offer.endTime !== null
    ? { ...offer, kind: kind.data, endTime: offer.endTime }
    : null;
}

/** Its dates as the row says them: opening later, open until, or on offer until closed. */
function datesOf(offer: PublishedOffer, asOf: number) {
  if (offer.endTime === null) return 'offers.onOffer';
  return offer.startTime > asOf ? 'offers.opens' : 'offers.open';
}

/** `asOf` is when the list was read: whether an offer has opened is judged as of then. */
function OfferRow({ offer, asOf }: { offer: PublishedOffer; asOf: number }) {
  const intl = useIntl();
  const [moving, setMoving] = useState(false);
  const when = (ms: number | null) =>
    ms === null ? '' : intl.formatDate(ms, { dateStyle: 'medium', timeStyle: 'short' });
  const dated = datedOffer(offer);
  return (
    <tr>
      <td>
        <FormattedMessage id={`publish.kind.${offer.kind}`} /> #{offer.id}
      </td>
      <td>
        {offer.title}
        {offer.stockCode && ` (${offer.stockCode})`}
      </td>
      <Nowrap>{formatMoney(offer.price, { suffix: ` ${offer.currencyType}` })}</Nowrap>
      <td>
        <FormattedMessage
          id={datesOf(offer, asOf)}
          values={{ start: when(offer.startTime), end: when(offer.endTime) }}
        />
      </td>
      <td>
        {moving && dated ? (
          <WindowChange
            offer={dated}
            opened={offer.startTime <= asOf}
            onDone={() => setMoving(false)}
          />
        ) : (
          <RowActions>
            {dated && (
              <Button $variant="default" onClick={() => setMoving(true)}>
                <FormattedMessage id="offers.changeWindow" />
              </Button>
            )}
            <CloseNow offer={offer} />
          </RowActions>
        )}
      </td>
    </tr>
  );
}

/** What is on offer now or soon, of every kind, the soonest to close first; each can be moved or closed. */
export function PublishedOffers() {
  const { data: offers = [], isLoading, fulfilledTimeStamp = 0 } = consoleApi.useOfferingsQuery();
  return (
    <section aria-labelledby="published-offers">
      <h2 id="published-offers">
        <FormattedMessage id="offers.title" />
      </h2>
      {!isLoading && offers.length === 0 ? (
        <p>
          <FormattedMessage id="offers.empty" />
        </p>
      ) : (
        <Table>
          <thead>
            <HeaderRow
              ids={['publish.kind', 'offers.offer', 'publish.field.price', 'offers.window', '']}
            />
          </thead>
          <tbody>
            {offers.map((offer) => (
              <OfferRow key={`${offer.kind}-${offer.id}`} offer={offer} asOf={fulfilledTimeStamp} />
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
