import type { MarketBuyModel } from '@trading/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { DetailList } from './detail-list';
import { AmountField } from '../forms/amount-field';
import { WHOLE_UNIT } from '../format/money-unit';
import { readQuantity, sharesFor } from './offer-math';
import { OfferPopup, type OfferPopupProps } from './offer-popup';
import { useTypedSubmit } from './use-typed-submit';

export interface SubscribeTarget {
  stockName: string;
  /** The price shown, already formatted in the offer's currency. */
  price: string;
  /** Lot rules of an IPO-like offer; snap-ups count plain shares. */
  lots?: { ipoUnit: number; model: MarketBuyModel };
  /** A fixed-amount placement's quantity: prefilled and locked. */
  fixedAmount?: number | null;
}

/**
 * The subscribe popup of IPOs, placements, block placements and snap-ups: a required
 * digits-only quantity, in lots of ipoUnit shares (with the share count) when the tenant
 * trades in lots. Mount it per open so the field starts from the offer's own value.
 */
export function SubscribePopup({
  item: target,
  onClose,
  onSend,
}: OfferPopupProps<SubscribeTarget, number>) {
  const intl = useIntl();
  const fixed = target.fixedAmount ?? null;
  const { text, edit, reading, shownProblem, busy, submit } = useTypedSubmit(
    fixed === null ? '' : String(fixed),
    readQuantity,
    onSend,
    onClose,
  );
  const quantity = reading.ok ? reading.value : null;
  const inLots = target.lots?.model === 0;

  return (
    <OfferPopup title={target.stockName} onClose={onClose} busy={busy} onConfirm={submit}>
      <DetailList rows={[[intl.formatMessage({ id: 'offerings.price' }), target.price]]} />
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
              values={{
                unit: target.lots.ipoUnit,
                shares: sharesFor(quantity ?? 0, target.lots.ipoUnit, 0),
              }}
            />
          ) : fixed !== null ? (
            <FormattedMessage id="offerings.fixedQuantity" />
          ) : undefined
        }
      />
    </OfferPopup>
  );
}
