import type { UserBank } from '@trading/contract';
import { useTenant } from '../../shared/context';
import { bankAccountPayload, bankAccountValuesOf } from '../../shared/forms/bank-account-rules';
import { AmountField } from '../../shared/forms/amount-field';
import { wireAmount } from '../../shared/forms/amount-rules';
import { FormBody } from '../../shared/forms/form-styles';
import { useForm } from '../../shared/forms/use-form';
import { moneyUnit } from '../../shared/format/money-unit';
import { DestinationPicker } from './destination-picker';
import { useSendWithdrawal } from './use-send-withdrawal';
import { WithdrawPasswordSubmit } from './withdraw-password-submit';
import { validateWithdraw, WITHDRAW_FIELDS } from './withdraw-rules';

/** Withdrawal to one of the investor's saved bank accounts, sent as it was saved. */
export function BankWithdrawForm({ saved }: { saved: UserBank[] }) {
  const { bankFields, currency } = useTenant().definition;
  const { busy, dialog, submitWhen } = useSendWithdrawal();
  const { values, set, errors, rejects, field } = useForm({
    destination: '',
    amount: '',
    opPwd: '',
  });
  const chosen = saved.find((account) => String(account.id) === values.destination);

  const submit = submitWhen(
    () => rejects(validateWithdraw(values), WITHDRAW_FIELDS) || !chosen,
    () => ({
      usdt: false,
      amount: wireAmount(values.amount),
      opPwd: values.opPwd,
      ...bankAccountPayload(bankAccountValuesOf(chosen!), bankFields),
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
