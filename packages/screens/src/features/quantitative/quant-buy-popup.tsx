import type { QuantProduct } from '@trading/contract';
import { BottomSheet, Button } from '@trading/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { DetailList } from '../../shared/offerings/detail-list';
import { formatAmount } from '../../shared/offerings/format-amount';
import { FormField } from '../../shared/offerings/form-field';
import { amountProblem, dailyProfitRange } from '../../shared/offerings/offer-math';
import { PopupBody } from '../../shared/offerings/popup-body';
import { useAmountSubmit } from '../../shared/offerings/use-amount-submit';

/**
 * Buys into a fund: an amount of at least the product's minimum, with the daily profit it
 * would earn at the low and the high estimated rate (amount × rate% ÷ lock days).
 */
export function QuantBuyPopup({
  product,
  onClose,
  onBuy,
}: {
  product: QuantProduct;
  onClose: () => void;
  onBuy: (amount: string) => Promise<unknown>;
}) {
  const intl = useIntl();
  const money = (value: string) => formatAmount(value, product.currencyType);
  const { amount, edit, shownProblem, busy, submit } = useAmountSubmit(
    (typed) => amountProblem(typed, product.minBuyAmount),
    onBuy,
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
    <BottomSheet open onClose={onClose} title={product.name}>
      <PopupBody>
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
        <Button $variant="primary" $block disabled={busy} onClick={() => void submit()}>
          <FormattedMessage id="ui.confirm" />
        </Button>
      </PopupBody>
    </BottomSheet>
  );
}
