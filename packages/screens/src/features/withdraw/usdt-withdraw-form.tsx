import { PASSWORD_MAX_LENGTH, USDT_NETWORK, type UserBank } from '@trading/contract';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { FormBody, SubmitButton } from '../../shared/forms/form-styles';
import { TextField } from '../../shared/forms/text-field';
import { useForm } from '../../shared/forms/use-form';
import { SavedAccountPicker } from './saved-account-picker';
import { useSendWithdrawal } from './use-send-withdrawal';
import { USDT_WITHDRAW_FIELDS, validateUsdtWithdraw } from './withdraw-rules';

/** Withdrawal in USDT to a TRC20 address. */
export function UsdtWithdrawForm({ saved }: { saved: UserBank[] }) {
  const intl = useIntl();
  const { busy, dialog, sendWithdrawal } = useSendWithdrawal();
  const { values, setValues, rejects, field } = useForm({
    amount: '',
    accountNumber: '',
    opPwd: '',
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rejects(validateUsdtWithdraw(values), USDT_WITHDRAW_FIELDS)) return;
    const request = {
      usdt: true,
      amount: values.amount.trim(),
      accountNumber: values.accountNumber.trim(),
      opPwd: values.opPwd,
    };
    await sendWithdrawal(request);
  };

  return (
    <FormBody onSubmit={submit} noValidate>
      <SavedAccountPicker
        accounts={saved}
        onPick={(account) =>
          setValues((current) => ({ ...current, accountNumber: account.accountNumber }))
        }
      />
      <TextField label="withdraw.usdtAmount" inputMode="decimal" {...field('amount')} />
      <TextField label="form.usdtType.label" value={USDT_NETWORK} readOnly />
      <TextField label="form.usdtAddress.label" {...field('accountNumber')} />
      <TextField
        label="form.withdrawPassword.label"
        type="password"
        maxLength={PASSWORD_MAX_LENGTH}
        {...field('opPwd')}
        autoComplete="off"
      />
      <SubmitButton disabled={busy}>{intl.formatMessage({ id: 'action.submit' })}</SubmitButton>
      {dialog}
    </FormBody>
  );
}
