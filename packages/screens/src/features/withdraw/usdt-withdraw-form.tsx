import { USDT_NETWORK, type UserBank } from '@trading/contract';
import { FormBody } from '../../shared/forms/form-styles';
import { TextField } from '../../shared/forms/text-field';
import { useForm } from '../../shared/forms/use-form';
import { SavedAccountPicker } from './saved-account-picker';
import { useSendWithdrawal } from './use-send-withdrawal';
import { WithdrawPasswordSubmit } from './withdraw-password-submit';
import { USDT_WITHDRAW_FIELDS, validateUsdtWithdraw } from './withdraw-rules';

/** Withdrawal in USDT to a TRC20 address. */
export function UsdtWithdrawForm({ saved }: { saved: UserBank[] }) {
  const { busy, dialog, submitWhen } = useSendWithdrawal();
  const { values, setValues, rejects, field } = useForm({
    amount: '',
    accountNumber: '',
    opPwd: '',
  });

  const submit = submitWhen(
    () => rejects(validateUsdtWithdraw(values), USDT_WITHDRAW_FIELDS),
    () => ({
      usdt: true,
      amount: values.amount.trim(),
      accountNumber: values.accountNumber.trim(),
      opPwd: values.opPwd,
    }),
  );

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
      <WithdrawPasswordSubmit password={field('opPwd')} busy={busy} />
      {dialog}
    </FormBody>
  );
}
