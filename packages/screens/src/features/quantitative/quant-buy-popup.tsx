import type { QuantProduct } from '@trading/contract';
import { useIntl } from 'react-intl';
import { DetailList } from '../../shared/offerings/detail-list';
import { formatAmount } from '../../shared/offerings/format-amount';
import { FormField } from '../../shared/offerings/form-field';
import { amountProblem, dailyProfitRange } from '../../shared/offerings/offer-math';
import { OfferPopup, type OfferPopupProps } from '../../shared/offerings/offer-popup';
import { useAmountSubmit } from '../../shared/offerings/use-typed-submit';

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
  const { amount, edit, shownProblem, busy, submit } = useAmountSubmit(
    (typed) => amountProblem(typed, product.minBuyAmount),
    onSend,
    onClose,
  );
  const daily = dailyProfitRange(
    amount,
    [product.estimateProfitRate, product.maxEstimateProfitRate],
    product.lockDay,
  );

  const messages = {
    required: intl.formatMessage({ id: 'form.amount.required' }),
    invalid: intl.formatMessage({ id: 'offerings.amountInvalid' }),
    belowMinimum: intl.formatMessage(
      { id: 'form.minAmount' },
      { min: money(product.minBuyAmount) },
    ),
  };

  return (
    <OfferPopup title={product.name} onClose={onClose} busy={busy} onConfirm={submit}>
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
      <FormField
        label={intl.formatMessage({ id: 'form.amount.label' })}
        mode="decimal"
        value={amount}
        onChange={edit}
        placeholder={intl.formatMessage(
          { id: 'form.minAmount' },
          { min: money(product.minBuyAmount) },
        )}
        error={shownProblem !== null ? messages[shownProblem] : undefined}
      />
    </OfferPopup>
  );
}
