import { useDepositMutation, useIdempotentMutation, useUserBalanceQuery } from '@trading/api';
import {
  maskNumber,
  RECEIPT_MAX,
  type DepositAccount,
  type DepositMethodInfo,
  type RequestOf,
} from '@trading/contract';
import { formatMoney, Uploader, useToast, type UploaderItem } from '@trading/ui-kit';
import { useState, type FormEvent } from 'react';
import { transferReview } from '../../shared/review/transfer-review';
import { useReviewSheet } from '../../shared/review/use-review-sheet';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useTenant } from '../../shared/context';
import { FormBody, Hint, SubmitButton } from '../../shared/forms/form-styles';
import { AmountField } from '../../shared/forms/amount-field';
import { wireAmount } from '../../shared/forms/amount-rules';
import { FieldError, TextField } from '../../shared/forms/text-field';
import { moneyUnit } from '../../shared/format/money-unit';
import { useMoneyCall } from '../../shared/forms/use-money-call';
import { useForm } from '../../shared/forms/use-form';
import { uploadedIds, useUploadFile } from '../../shared/forms/use-upload-file';
import { BANK_DEPOSIT_FIELDS, validateBankDeposit } from './deposit-rules';

const ReceiptLabel = styled.span`
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  color: ${({ theme }) => theme.color.textSecondary};
`;

/**
 * The transfer the user made to `account`: amount, their account, the receipt and the
 * authorization code; reviewed (what arrives, where, the balance after) before it is sent.
 */
export function BankDepositForm({
  info,
  account,
  authCode,
}: {
  info: DepositMethodInfo;
  account: DepositAccount;
  authCode: string;
}) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const { definition } = useTenant();
  const [deposit] = useIdempotentMutation(useDepositMutation);
  const { busy, send, dialog } = useMoneyCall();
  const balance = useUserBalanceQuery().data?.balance;
  const upload = useUploadFile('DEPOSIT');
  const [receipts, setReceipts] = useState<UploaderItem[]>([]);
  const { values, errors, rejects, field } = useForm({
    amount: '',
    accountName: '',
    bank: '',
    accountNumber: '',
    branch: '',
    authCode,
  });
  const sign = definition.currency.sign;
  const unit = moneyUnit(definition.currency.code);
  const range = info.maxDeposit
    ? intl.formatMessage(
        { id: 'deposit.range' },
        {
          min: formatMoney(info.minDeposit, { sign }),
          max: formatMoney(info.maxDeposit, { sign }),
        },
      )
    : intl.formatMessage({ id: 'form.minAmount' }, { min: formatMoney(info.minDeposit, { sign }) });

  const { ask, sheet } = useReviewSheet<RequestOf<'deposit'>>({
    title: 'route.depositMethod',
    busy,
    reviewOf: (request) =>
      transferReview({
        amount: request.amount,
        balance,
        sign,
        direction: 'in',
        destination: {
          label: 'deposit.to',
          value: `${account.bank} ${maskNumber(account.cardNo)}`,
        },
      }),
    send: async (request) => {
      // A receipt uploaded again gets a new id; the request asked for is the same.
      const { receipt: _upload, ...asked } = request;
      const result = await send('deposit', asked, () => deposit(request));
      if (!result.ok) return;
      toast.show(intl.formatMessage({ id: 'success.submit' }));
      void navigate('/depositRecord', { replace: true });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [receipt] = uploadedIds(receipts);
    if (
      rejects(
        validateBankDeposit(values, receipt === undefined ? 0 : 1, info, unit),
        BANK_DEPOSIT_FIELDS,
      )
    )
      return;
    const optional = (value: string) => (value.trim() ? value.trim() : undefined);
    const request = {
      usdt: false,
      amount: wireAmount(values.amount, unit),
      accountName: values.accountName.trim(),
      bank: optional(values.bank),
      accountNumber: optional(values.accountNumber),
      branch: optional(values.branch),
      authCode: info.needAuth ? values.authCode.trim() : undefined,
      receipt,
      // The account shown above is the one paid into; the reviewer checks the receipt against it.
      paidInto: account.id,
    };
    ask(request);
  };

  return (
    <FormBody onSubmit={submit} noValidate>
      {info.description && <Hint>{info.description}</Hint>}
      <AmountField label="form.amount.label" unit={unit} sign={sign} {...field('amount')} />
      <Hint>{range}</Hint>
      <TextField label="form.accountName.label" {...field('accountName')} />
      {info.needDetail && (
        <>
          <TextField
            label="form.accountNumber.label"
            inputMode="numeric"
            {...field('accountNumber')}
          />
          <TextField label="form.bankName.label" {...field('bank')} />
        </>
      )}
      <TextField label="deposit.branchOptional" {...field('branch')} />
      {info.needReceipt && (
        <>
          <ReceiptLabel>{intl.formatMessage({ id: 'form.receipt.label' })}</ReceiptLabel>
          <Uploader
            upload={upload}
            maxCount={RECEIPT_MAX}
            onChange={setReceipts}
            onOversize={() => toast.show(intl.formatMessage({ id: 'kyc.photoTooLarge' }))}
            addLabel={intl.formatMessage({ id: 'form.receipt.label' })}
          />
          {errors.receipt && <FieldError>{intl.formatMessage({ id: errors.receipt })}</FieldError>}
          <Hint>{intl.formatMessage({ id: 'message.receiptTip' })}</Hint>
        </>
      )}
      {info.needAuth && <TextField label="form.authCode.label" {...field('authCode')} />}
      <SubmitButton disabled={busy}>{intl.formatMessage({ id: 'review.action' })}</SubmitButton>
      {sheet}
      {dialog}
    </FormBody>
  );
}
