import { USDT_NETWORK, type UserBank } from '@trading/contract';
import { AmountField } from '../../shared/forms/amount-field';
import { wireAmount } from '../../shared/forms/amount-rules';
import { FormBody } from '../../shared/forms/form-styles';
import { TextField } from '../../shared/forms/text-field';
import { useForm } from '../../shared/forms/use-form';
import { moneyUnit } from '../../shared/format/money-unit';
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
      amount: wireAmount(values.amount),
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
      <AmountField label="withdraw.usdtAmount" unit={moneyUnit()} {...field('amount')} />
      <TextField label="form.usdtType.label" value={USDT_NETWORK} readOnly />
      <TextField label="form.usdtAddress.label" {...field('accountNumber')} />
      <WithdrawPasswordSubmit password={field('opPwd')} busy={busy} />
      {dialog}
    </FormBody>
  );
}
