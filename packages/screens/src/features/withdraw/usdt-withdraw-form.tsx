import { USDT_NETWORK, type UserBank } from '@trading/contract';
import { AmountField } from '../../shared/forms/amount-field';
import { wireAmount } from '../../shared/forms/amount-rules';
import { FormBody } from '../../shared/forms/form-styles';
import { TextField } from '../../shared/forms/text-field';
import { useForm } from '../../shared/forms/use-form';
import { moneyUnit } from '../../shared/format/money-unit';
import { DestinationPicker, destinationName } from './destination-picker';
import { useSendWithdrawal } from './use-send-withdrawal';
import { WithdrawPasswordSubmit } from './withdraw-password-submit';
import { validateWithdraw, WITHDRAW_FIELDS } from './withdraw-rules';

/** Withdrawal in USDT to one of the investor's saved addresses, out of the dollar `balance`. */
export function UsdtWithdrawForm({ saved, balance }: { saved: UserBank[]; balance: string }) {
  const { busy, dialog, submitWhen } = useSendWithdrawal({ balance, sign: '$' });
  const { values, set, errors, rejects, field } = useForm({
    destination: '',
    amount: '',
    opPwd: '',
  });
  const chosen = saved.find((account) => String(account.id) === values.destination);

  const submit = submitWhen(
    () => rejects(validateWithdraw(values), WITHDRAW_FIELDS) || !chosen,
    () => ({
      request: {
        usdt: true,
        amount: wireAmount(values.amount),
        opPwd: values.opPwd,
        bankId: chosen!.id,
      },
      destination: destinationName(chosen!),
    }),
  );

  return (
    <FormBody onSubmit={submit} noValidate>
      <DestinationPicker
        accounts={saved}
        chosen={chosen?.id ?? null}
        onChoose={(account) => set('destination')(String(account.id))}
        error={errors.destination}
        usdt
      />
      <AmountField label="withdraw.usdtAmount" unit={moneyUnit()} {...field('amount')} />
      <TextField label="form.usdtType.label" value={USDT_NETWORK} readOnly />
      <WithdrawPasswordSubmit password={field('opPwd')} busy={busy} />
      {dialog}
    </FormBody>
  );
}
