import {
  isApiError,
  useExchangeInfoQuery,
  useExchangeToLocalMutation,
  useExchangeToUSDMutation,
  useIdempotentMutation,
} from '@trading/api';
import { ErrorCode, type ExchangeInfo } from '@trading/contract';
import { Button, Empty, ErrorPanel, formatMoney, Skeleton, useToast } from '@trading/ui-kit';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useTenant } from '../../shared/context';
import { Card, FormBody, Hint, SubmitButton } from '../../shared/forms/form-styles';
import { ScreenBar } from '../../shared/forms/screen-bar';
import { AmountField } from '../../shared/forms/amount-field';
import { wireAmount } from '../../shared/forms/amount-rules';
import { FieldError } from '../../shared/forms/text-field';
import { moneyUnit } from '../../shared/format/money-unit';
import { useMoneyCall } from '../../shared/forms/use-money-call';
import { ReviewSheet } from '../../shared/review/review-sheet';
import { feeRateText, quoteExchange, type ExchangeDirection } from './exchange-quote';

const Pair = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.font.sizeLg}px;
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const Receive = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeLg}px;
`;

function ExchangeForm({ info }: { info: ExchangeInfo }) {
  const intl = useIntl();
  const toast = useToast();
  const { definition } = useTenant();
  const [toUsd] = useIdempotentMutation(useExchangeToUSDMutation);
  const [toLocal] = useIdempotentMutation(useExchangeToLocalMutation);
  const { busy, send, dialog } = useMoneyCall();
  const [direction, setDirection] = useState<ExchangeDirection>('toUSD');
  const [amount, setAmount] = useState('');
  const [reviewing, setReviewing] = useState(false);

  const local = { code: definition.currency.code, sign: definition.currency.sign };
  const usd = { code: 'USD', sign: '$' };
  const [from, to] = direction === 'toUSD' ? [local, usd] : [usd, local];
  const paying = direction === 'toUSD' ? info.balance : info.usdBalance;
  const quote = quoteExchange(
    amount,
    direction,
    info,
    definition.money.rounding,
    moneyUnit(from.code),
  );
  const feeRate = feeRateText(info.feeRate);

  // The form opens the review; only the review's confirm sends.
  const review = (event: FormEvent) => {
    event.preventDefault();
    if (quote.kind === 'ok') setReviewing(true);
  };

  const confirm = async () => {
    if (quote.kind !== 'ok') return;
    const exchange = direction === 'toUSD' ? toUsd : toLocal;
    const request = { amount: wireAmount(amount, moneyUnit(from.code)) };
    const result = await send(`exchange ${direction}`, request, () => exchange(request));
    setReviewing(false);
    if (!result.ok) return;
    toast.show(intl.formatMessage({ id: 'success.exchange' }));
    setAmount('');
  };

  const money = (value: string, sign: string) => formatMoney(value, { sign, decimals: 2 });

  return (
    <FormBody onSubmit={review} noValidate>
      <Pair>
        <span>{from.code}</span>
        <Button
          aria-label={intl.formatMessage({ id: 'exchange.swap' })}
          onClick={() => setDirection(direction === 'toUSD' ? 'toLocal' : 'toUSD')}
        >
          ⇄
        </Button>
        <span>{to.code}</span>
      </Pair>
      <Hint>
        {intl.formatMessage(
          { id: 'exchange.balance' },
          { amount: formatMoney(paying, { sign: from.sign }) },
        )}
      </Hint>
      <AmountField
        label="exchange.amount"
        unit={moneyUnit(from.code)}
        sign={from.sign}
        value={amount}
        onChange={setAmount}
        error={quote.kind === 'invalid' ? 'form.amount.invalid' : undefined}
      />
      {quote.kind === 'insufficient' && (
        <FieldError role="alert">
          {intl.formatMessage({ id: 'message.insufficientBalanceInline' })}
        </FieldError>
      )}
      <Hint>
        {intl.formatMessage(
          { id: 'exchange.rate' },
          { rate: `1 USD = ${formatMoney(info.usdTo, { decimals: 4, sign: local.sign })}` },
        )}
      </Hint>
      {feeRate && <Hint>{intl.formatMessage({ id: 'exchange.feeRate' }, { rate: feeRate })}</Hint>}
      {(quote.kind === 'ok' || quote.kind === 'insufficient') && (
        <Receive>
          {intl.formatMessage(
            { id: 'exchange.receive' },
            { amount: formatMoney(quote.receive, { sign: to.sign }) },
          )}
        </Receive>
      )}
      <SubmitButton disabled={busy || quote.kind !== 'ok'}>
        {intl.formatMessage({ id: 'review.action' })}
      </SubmitButton>
      {reviewing && quote.kind === 'ok' && (
        <ReviewSheet
          title="route.moneyExchange"
          review={{
            rows: [
              { label: 'exchange.amount', value: money(quote.amount, from.sign) },
              { label: 'cost.fee', value: money(quote.fee, from.sign) },
              { label: 'cost.totalReceive', value: money(quote.receive, to.sign), strong: true },
              { label: 'cost.balanceAfter', value: money(quote.balanceAfter, from.sign) },
            ],
            shortfall: false,
          }}
          busy={busy}
          onClose={() => setReviewing(false)}
          onConfirm={() => void confirm()}
        />
      )}
      {dialog}
    </FormBody>
  );
}

/** /moneyExchange: local currency ↔ USD at the house rate, with the fee and the exact result. */
export function MoneyExchangeScreen() {
  const intl = useIntl();
  const info = useExchangeInfoQuery();
  let body;
  if (isApiError(info.error) && info.error.code === ErrorCode.INVALID_STATE)
    // A dollar-only account has nothing to exchange: the server says so; a retry cannot help.
    body = <Empty description={info.error.message} />;
  else if (info.isError && !info.data) body = <ErrorPanel onRetry={() => void info.refetch()} />;
  else if (!info.data) body = <Skeleton rows={5} />;
  else
    body = (
      <Card>
        <ExchangeForm info={info.data} />
      </Card>
    );
  return (
    <>
      <ScreenBar
        title="route.moneyExchange"
        right={
          <Link to="/exchangeRecord">{intl.formatMessage({ id: 'route.exchangeRecord' })}</Link>
        }
      />
      {body}
    </>
  );
}
