import type { CurrencyCode, MarketBuyModel } from '@trading/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { DetailList } from './detail-list';
import { AmountField } from '../forms/amount-field';
import { valueOf } from '../forms/order-cost';
import { WHOLE_UNIT } from '../format/money-unit';
import { formatAmount } from './format-amount';
import { readQuantity, sharesFor } from './offer-math';
import { OfferPopup, type OfferPopupProps } from './offer-popup';
import { usePayReview } from '../review/use-pay-review';
import { useTypedSubmit } from './use-typed-submit';

export interface SubscribeTarget {
  stockName: string;
  /** The price per share, a plain decimal in `currency`. */
  price: string;
  currency: CurrencyCode;
  /** Lot rules of an IPO-like offer; snap-ups count plain shares. */
  lots?: { ipoUnit: number; model: MarketBuyModel };
  /** A fixed-amount placement's quantity: prefilled and locked. */
  fixedAmount?: number | null;
  /** The operator decides the quantity (amountOpen false): none is typed, the review says so. */
  allotted?: boolean;
}

/**
 * The subscribe popup of IPOs, placements, block placements and snap-ups: a required
 * digits-only quantity, in lots of ipoUnit shares (with the share count) when the tenant
 * trades in lots, then a review of what the allotment will cost if funded in full (price ×
 * shares, fee, balance after). Mount it per open so the field starts from the offer's value.
 */
export function SubscribePopup({
  item: target,
  onClose,
  onSend,
}: OfferPopupProps<SubscribeTarget, number>) {
  const intl = useIntl();
  const fixed = target.fixedAmount ?? null;
  const allotted = target.allotted === true;
  const { text, edit, reading, shownProblem, busy, check, submit } = useTypedSubmit(
    allotted ? '0' : fixed === null ? '' : String(fixed),
    allotted ? () => ({ ok: true, value: 0 }) : readQuantity,
    onSend,
    onClose,
  );
  const quantity = reading.ok ? reading.value : null;
  const inLots = target.lots?.model === 0;
  const shares = sharesFor(quantity ?? 0, target.lots?.ipoUnit ?? 1, target.lots?.model ?? 1);
  const price = formatAmount(target.price, target.currency);
  const quantityText = inLots
    ? intl.formatMessage({ id: 'offerings.lotsCount' }, { lots: quantity ?? 0 })
    : intl.formatMessage({ id: 'offerings.sharesCount' }, { shares });
  const paid = usePayReview(
    quantity !== null && !allotted ? valueOf(target.price, shares) : null,
    target.currency,
    {
      lead: [
        { label: 'form.quantity.label', value: quantityText },
        { label: 'offerings.price', value: price },
      ],
    },
  );
  // A subscription moves no money: the allotment is funded later, so a balance that would not
  // cover it in full is said, and does not hold the subscription back.
  const subscription = paid && {
    rows: paid.rows,
    shortfall: false,
    notice: paid.shortfall ? 'review.fundLater' : undefined,
  };
  // An allotted offer costs what the operator allots: the review names the price and says so.
  const review = allotted
    ? {
        rows: [
          {
            label: 'form.quantity.label',
            value: intl.formatMessage({ id: 'offerings.allottedQuantity' }),
          },
          { label: 'offerings.price', value: price },
        ],
        shortfall: false,
      }
    : subscription;

  return (
    <OfferPopup
      title={target.stockName}
      onClose={onClose}
      busy={busy}
      check={check}
      review={review}
      onConfirm={submit}
    >
      <DetailList rows={[[intl.formatMessage({ id: 'offerings.price' }), price]]} />
      {allotted ? (
        <p>
          <FormattedMessage id="offerings.allottedQuantity" />
        </p>
      ) : (
        <AmountField
          label={inLots ? 'offerings.quantityLots' : 'offerings.quantityShares'}
          unit={WHOLE_UNIT}
          value={text}
          onChange={edit}
          readOnly={fixed !== null}
          placeholder={intl.formatMessage({ id: 'form.quantity.required' })}
          error={shownProblem === null ? undefined : 'form.quantity.required'}
          hint={
            inLots && target.lots ? (
              <FormattedMessage
                id="offerings.lotShares"
                values={{ unit: target.lots.ipoUnit, shares }}
              />
            ) : fixed !== null ? (
              <FormattedMessage id="offerings.fixedQuantity" />
            ) : undefined
          }
        />
      )}
    </OfferPopup>
  );
}
