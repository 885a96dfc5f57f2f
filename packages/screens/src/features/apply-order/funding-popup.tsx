import { useUserBalanceQuery } from '@trading/api';
import type { IpoApplication } from '@trading/contract';
import { Button, exact, typedDecimal } from '@trading/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { CostSummary, costRows } from '../../shared/forms/cost-summary';
import { cashIn, orderCost } from '../../shared/forms/order-cost';
import { DetailList } from '../../shared/offerings/detail-list';
import { formatAmount } from '../../shared/offerings/format-amount';
import { AmountField } from '../../shared/forms/amount-field';
import { moneyUnit } from '../../shared/format/money-unit';
import { amountOwed, readAmount } from '../../shared/offerings/offer-math';
import { currencySign } from '../../shared/format/currency-sign';
import { OfferPopup, type OfferPopupProps } from '../../shared/offerings/offer-popup';
import { useTypedSubmit } from '../../shared/offerings/use-typed-submit';
import { usePayReview } from '../../shared/review/use-pay-review';

/** Pays towards an allotment; the helper fills what is still owed (obtainNum × price − funding). */
export function FundingPopup({
  item: app,
  onClose,
  onSend,
}: OfferPopupProps<IpoApplication, string>) {
  const intl = useIntl();
  const owed = amountOwed(app.obtainNum, app.price, app.funding);
  const unit = moneyUnit(app.currencyType);
  const {
    text: amount,
    setText: setAmount,
    edit,
    reading,
    shownProblem,
    busy,
    check,
    submit,
  } = useTypedSubmit('', (typed) => readAmount(typed, undefined, unit), onSend, onClose);
  const balances = useUserBalanceQuery().data;
  // The server takes at most what is owed, and books its fee on what it takes.
  const asked = reading.ok ? exact.parse(reading.value) : null;
  const due = exact.parse(owed);
  const paid = asked && due && exact.compare(asked, due) > 0 ? due : asked;
  const cost = balances && paid ? orderCost(paid, cashIn(app.currencyType, balances)) : null;
  const review = usePayReview(paid, app.currencyType, {
    lead: [{ label: 'applyOrder.stock', value: app.stockName }],
    amountLabel: 'cost.payment',
  });

  return (
    <OfferPopup
      title={intl.formatMessage({ id: 'applyOrder.fundingTitle' })}
      onClose={onClose}
      busy={busy}
      check={check}
      review={review}
      onConfirm={submit}
    >
      <DetailList
        rows={[
          [intl.formatMessage({ id: 'applyOrder.stock' }), app.stockName],
          [intl.formatMessage({ id: 'applyOrder.owed' }), formatAmount(owed, app.currencyType)],
        ]}
      />
      <AmountField
        label="form.amount.label"
        unit={unit}
        sign={currencySign(app.currencyType)}
        value={amount}
        onChange={edit}
        placeholder={intl.formatMessage({ id: 'form.amount.required' })}
        error={shownProblem === null ? undefined : 'form.amount.required'}
        action={
          // Written the way the screen's language writes it, as if typed.
          <Button onClick={() => setAmount(typedDecimal(owed))}>
            <FormattedMessage id="applyOrder.fillOwed" />
          </Button>
        }
      />
      <CostSummary rows={costRows(cost, currencySign(app.currencyType), 'cost.payment')} />
    </OfferPopup>
  );
}
