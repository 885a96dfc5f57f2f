import type { UserBank } from '@trading/contract';
import { useTenant } from '../../shared/context';
import { AmountField } from '../../shared/forms/amount-field';
import { wireAmount } from '../../shared/forms/amount-rules';
import { FormBody } from '../../shared/forms/form-styles';
import { useForm } from '../../shared/forms/use-form';
import { moneyUnit } from '../../shared/format/money-unit';
import { DestinationPicker, destinationName } from './destination-picker';
import { useSendWithdrawal } from './use-send-withdrawal';
import { WithdrawPasswordSubmit } from './withdraw-password-submit';
import { validateWithdraw, WITHDRAW_FIELDS } from './withdraw-rules';

/** Withdrawal to one of the investor's saved bank accounts, named by its id, out of `balance`. */
export function BankWithdrawForm({ saved, balance }: { saved: UserBank[]; balance: string }) {
  const { currency } = useTenant().definition;
  const { busy, dialog, submitWhen } = useSendWithdrawal({ balance, sign: currency.sign });
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
        usdt: false,
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
      />
      <AmountField
        label="form.amount.label"
        unit={moneyUnit(currency.code)}
        sign={currency.sign}
        {...field('amount')}
      />
      <WithdrawPasswordSubmit password={field('opPwd')} busy={busy} />
      {dialog}
    </FormBody>
  );
}
