import { useUserBalanceQuery } from '@trading/api';
import { STEPPER, type BlockTradeItem } from '@trading/contract';
import { ShortcutAmounts, Stepper } from '@trading/ui-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { CostSummary, costRows } from '../../shared/forms/cost-summary';
import { cashIn, orderCost, valueOf } from '../../shared/forms/order-cost';
import { DetailList } from '../../shared/offerings/detail-list';
import { formatAmount } from '../../shared/offerings/format-amount';
import { discountedPrice } from '../../shared/offerings/offer-math';
import { currencySign } from '../../shared/format/currency-sign';
import { OfferPopup, type OfferPopupProps } from '../../shared/offerings/offer-popup';
import { usePayReview } from '../../shared/review/use-pay-review';

const Label = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
`;

/**
 * Buys a block: read-only discounted price, quantity stepper (10, step 10) and shortcuts, then
 * the review, whose Buy is off when the balance after would be negative.
 */
export function BlockTradeBuyPopup({
  item,
  onClose,
  onSend,
}: OfferPopupProps<BlockTradeItem, number>) {
  const intl = useIntl();
  const [amount, setAmount] = useState<number>(STEPPER.default);
  const [busy, setBusy] = useState(false);
  const quantityLabel = intl.formatMessage({ id: 'form.quantity.label' });
  const price = discountedPrice(item.price, item.discountRate);
  const balances = useUserBalanceQuery().data;
  const value = valueOf(price, amount);
  const cost = balances && value ? orderCost(value, cashIn(item.currencyType, balances)) : null;
  const review = usePayReview(value, item.currencyType, {
    lead: [
      {
        label: 'form.quantity.label',
        value: intl.formatMessage({ id: 'offerings.sharesCount' }, { shares: amount }),
      },
      { label: 'offerings.price', value: formatAmount(price, item.currencyType) },
    ],
  });

  const buy = async () => {
    setBusy(true);
    await onSend(amount);
    onClose();
  };

  return (
    <OfferPopup
      title={item.stockName}
      onClose={onClose}
      busy={busy}
      check={() => value !== null}
      review={review}
      onConfirm={buy}
      confirmId="action.buy"
    >
      <DetailList
        rows={[
          [intl.formatMessage({ id: 'offerings.price' }), formatAmount(price, item.currencyType)],
        ]}
      />
      <Label>{quantityLabel}</Label>
      <Stepper value={amount} onChange={setAmount} aria-label={quantityLabel} />
      <ShortcutAmounts value={amount} onSelect={setAmount} aria-label={quantityLabel} />
      <CostSummary rows={costRows(cost, currencySign(item.currencyType), 'form.amount.label')} />
    </OfferPopup>
  );
}
