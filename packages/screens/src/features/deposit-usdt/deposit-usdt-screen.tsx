import {
  useDepositMethodQuery,
  useDepositMutation,
  useIdempotentMutation,
  useUserBalanceQuery,
} from '@trading/api';
import {
  maskNumber,
  USDT_NETWORK,
  type DepositMethodInfo,
  type RequestOf,
} from '@trading/contract';
import { CopyButton, Empty, ErrorPanel, QRCode, Skeleton, useToast } from '@trading/ui-kit';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { authCodeFromState } from '../../shared/forms/deposit-route';
import { Card, FormBody, Hint, SubmitButton } from '../../shared/forms/form-styles';
import { ScreenBar } from '../../shared/forms/screen-bar';
import { AmountField } from '../../shared/forms/amount-field';
import { wireAmount } from '../../shared/forms/amount-rules';
import { TextField } from '../../shared/forms/text-field';
import { moneyUnit } from '../../shared/format/money-unit';
import { useMoneyCall } from '../../shared/forms/use-money-call';
import { useForm } from '../../shared/forms/use-form';
import { transferReview } from '../../shared/review/transfer-review';
import { useReviewSheet } from '../../shared/review/use-review-sheet';
import { USDT_DEPOSIT_FIELDS, validateUsdtDeposit } from './usdt-deposit-rules';

const Address = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  text-align: center;
  word-break: break-all;
`;

function UsdtDepositForm({
  info,
  address,
  paidInto,
  authCode,
}: {
  info: DepositMethodInfo;
  address: string;
  /** The address's id: the deposit names the company account it was paid into. */
  paidInto: string;
  authCode: string;
}) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const [deposit] = useIdempotentMutation(useDepositMutation);
  const { busy, send, dialog } = useMoneyCall();
  const { values, rejects, field } = useForm({ amount: '', authCode, txHash: '' });
  const addressLabel = intl.formatMessage({ id: 'deposit.usdtAddress' }, { network: USDT_NETWORK });

  // USDT is credited as dollars.
  const balance = useUserBalanceQuery().data?.balanceUSD;
  const { ask, sheet } = useReviewSheet<RequestOf<'deposit'>>({
    title: 'route.depositUSDT',
    busy,
    reviewOf: (request) => {
      const review = transferReview({
        amount: request.amount,
        balance,
        sign: '$',
        direction: 'in',
        destination: { label: 'deposit.to', value: `USDT ${maskNumber(address)}` },
      });
      // The hash is shown whole: it is public on-chain, and the investor checks it here.
      if (!review || !request.txHash) return review;
      return {
        ...review,
        rows: [...review.rows, { label: 'deposit.txHash', value: request.txHash }],
      };
    },
    send: async (request) => {
      const result = await send('deposit', request, () => deposit(request));
      if (!result.ok) return;
      toast.show(intl.formatMessage({ id: 'success.submit' }));
      void navigate('/depositRecord', { replace: true });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rejects(validateUsdtDeposit(values, info.needAuthUSDT), USDT_DEPOSIT_FIELDS)) return;
    ask({
      usdt: true,
      amount: wireAmount(values.amount),
      authCode: info.needAuthUSDT ? values.authCode.trim() : undefined,
      txHash: values.txHash.trim() || undefined,
      paidInto,
    });
  };

  return (
    <>
      <Card>
        <Address>
          <QRCode value={address} label={addressLabel} />
          <span>{addressLabel}</span>
          <strong>{address}</strong>
          <CopyButton text={address}>{intl.formatMessage({ id: 'action.copy' })}</CopyButton>
        </Address>
      </Card>
      <FormBody onSubmit={submit} noValidate>
        {/* The method's description tells how to pay by bank transfer (with a receipt); a
            USDT deposit asks for no receipt, so it gets its own steps. */}
        <Hint>{intl.formatMessage({ id: 'deposit.usdtSteps' }, { network: USDT_NETWORK })}</Hint>
        <AmountField label="deposit.usdtAmount" unit={moneyUnit()} {...field('amount')} />
        {info.needAuthUSDT && <TextField label="form.authCode.label" {...field('authCode')} />}
        <TextField label="deposit.txHash" autoComplete="off" {...field('txHash')} />
        <Hint>{intl.formatMessage({ id: 'deposit.txHashHint' })}</Hint>
        <SubmitButton disabled={busy}>{intl.formatMessage({ id: 'review.action' })}</SubmitButton>
        {sheet}
        {dialog}
      </FormBody>
    </>
  );
}

/** /depositUSDT: the TRC20 address as a QR code with a copy button, and the amount sent. */
export function DepositUsdtScreen() {
  const intl = useIntl();
  const location = useLocation();
  const info = useDepositMethodQuery();
  let body;
  if (info.isError && !info.data) body = <ErrorPanel onRetry={() => void info.refetch()} />;
  else if (!info.data) body = <Skeleton rows={6} />;
  else if (!info.data.crypto)
    body = <Empty description={intl.formatMessage({ id: 'message.noInformation' })} />;
  else
    body = (
      <UsdtDepositForm
        info={info.data}
        address={info.data.crypto.address}
        paidInto={info.data.crypto.id}
        authCode={authCodeFromState(location.state)}
      />
    );
  return (
    <>
      <ScreenBar title="route.depositUSDT" />
      {body}
    </>
  );
}
