import type { QuantProduct } from '@trading/contract';
import { exact } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { usePayReview } from '../../shared/review/use-pay-review';
import { DetailList } from '../../shared/offerings/detail-list';
import { formatAmount } from '../../shared/offerings/format-amount';
import { AmountField } from '../../shared/forms/amount-field';
import { currencySign } from '../../shared/format/currency-sign';
import { moneyUnit } from '../../shared/format/money-unit';
import { dailyProfitRange, readAmount } from '../../shared/offerings/offer-math';
import { OfferPopup, type OfferPopupProps } from '../../shared/offerings/offer-popup';
import { useTypedSubmit } from '../../shared/offerings/use-typed-submit';

/**
 * Buys into a fund: an amount of at least the product's minimum, with the daily profit it
 * would earn at the low and the high estimated rate (amount × rate% ÷ lock days).
 */
export function QuantBuyPopup({
  item: product,
  onClose,
  onSend,
}: OfferPopupProps<QuantProduct, string>) {
  const intl = useIntl();
  const money = (value: string) => formatAmount(value, product.currencyType);
  const unit = moneyUnit(product.currencyType);
  const {
    text: amount,
    edit,
    reading,
    shownProblem,
    busy,
    check,
    submit,
  } = useTypedSubmit('', (typed) => readAmount(typed, product.minBuyAmount, unit), onSend, onClose);
  const daily = dailyProfitRange(
    amount,
    [product.estimateProfitRate, product.maxEstimateProfitRate],
    product.lockDay,
  );

  // A fund purchase carries no fee: the amount is what leaves the balance.
  const review = usePayReview(
    reading.ok ? exact.parse(reading.value) : null,
    product.currencyType,
    { fee: false },
  );

  return (
    <OfferPopup
      title={product.name}
      onClose={onClose}
      busy={busy}
      check={check}
      review={review}
      onConfirm={submit}
    >
      <DetailList
        rows={[
          [intl.formatMessage({ id: 'quant.minimum' }), money(product.minBuyAmount)],
          [
            intl.formatMessage({ id: 'quant.dailyProfit' }),
            daily
              ? intl.formatMessage(
                  { id: 'quant.range' },
                  { low: money(daily[0]), high: money(daily[1]) },
                )
              : '--',
          ],
        ]}
      />
      <AmountField
        label="form.amount.label"
        unit={unit}
        sign={currencySign(product.currencyType)}
        value={amount}
        onChange={edit}
        placeholder={intl.formatMessage(
          { id: 'form.minAmount' },
          { min: money(product.minBuyAmount) },
        )}
        error={
          shownProblem === 'belowMinimum'
            ? 'form.minAmount'
            : shownProblem === null
              ? undefined
              : 'form.amount.required'
        }
        errorValues={{ min: money(product.minBuyAmount) }}
      />
    </OfferPopup>
  );
}
