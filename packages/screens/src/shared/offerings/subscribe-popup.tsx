import type { MarketBuyModel } from '@trading/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { DetailList } from './detail-list';
import { FormField } from './form-field';
import { parseQuantity, sharesFor } from './offer-math';
import { OfferPopup, type OfferPopupProps } from './offer-popup';
import { useTypedSubmit, type Reading } from './use-typed-submit';

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
  const { text, edit, shownProblem, busy, submit } = useTypedSubmit(
    fixed === null ? '' : String(fixed),
    (typed): Reading<'required', number> => {
      const quantity = parseQuantity(typed);
      return quantity === null ? { ok: false, problem: 'required' } : { ok: true, value: quantity };
    },
    onSend,
    onClose,
  );
  const quantity = parseQuantity(text);
  const inLots = target.lots?.model === 0;

  return (
    <OfferPopup title={target.stockName} onClose={onClose} busy={busy} onConfirm={submit}>
      <DetailList rows={[[intl.formatMessage({ id: 'offerings.price' }), target.price]]} />
      <FormField
        label={intl.formatMessage({
          id: inLots ? 'offerings.quantityLots' : 'offerings.quantityShares',
        })}
        mode="digits"
        value={text}
        onChange={edit}
        readOnly={fixed !== null}
        placeholder={intl.formatMessage({ id: 'form.quantity.required' })}
        error={shownProblem ? intl.formatMessage({ id: 'form.quantity.required' }) : undefined}
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
