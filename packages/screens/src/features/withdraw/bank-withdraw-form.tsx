import type { UserBank } from '@trading/contract';
import { useTenant, useTenantLabel } from '../../shared/context';
import { BankAccountFields } from '../../shared/forms/bank-account-fields';
import {
  bankAccountPayload,
  bankAccountValuesOf,
  EMPTY_BANK_ACCOUNT,
} from '../../shared/forms/bank-account-rules';
import { AmountField } from '../../shared/forms/amount-field';
import { wireAmount } from '../../shared/forms/amount-rules';
import { FormBody } from '../../shared/forms/form-styles';
import { useForm } from '../../shared/forms/use-form';
import { moneyUnit } from '../../shared/format/money-unit';
import { SavedAccountPicker } from './saved-account-picker';
import { useSendWithdrawal } from './use-send-withdrawal';
import { WithdrawPasswordSubmit } from './withdraw-password-submit';
import { BANK_WITHDRAW_FIELDS, validateBankWithdraw } from './withdraw-rules';

/** Withdrawal to a bank account: the tenant's bank fields, a saved account to start from. */
export function BankWithdrawForm({ saved }: { saved: UserBank[] }) {
  const { bankFields, currency } = useTenant().definition;
  const { busy, dialog, submitWhen } = useSendWithdrawal();
  const labelOf = useTenantLabel();
  const messageValues = bankFields.extraCode ? { label: labelOf(bankFields.extraCode) } : undefined;
  const { values, setValues, set, errors, rejects, field } = useForm(
    { ...EMPTY_BANK_ACCOUNT, amount: '', opPwd: '' },
    messageValues,
  );

  const submit = submitWhen(
    () => rejects(validateBankWithdraw(values, bankFields), BANK_WITHDRAW_FIELDS),
    () => ({
      usdt: false,
      amount: wireAmount(values.amount),
      opPwd: values.opPwd,
      ...bankAccountPayload(values, bankFields),
    }),
  );

  return (
    <FormBody onSubmit={submit} noValidate>
      <SavedAccountPicker
        accounts={saved}
        onPick={(account) =>
          setValues((current) => ({ ...current, ...bankAccountValuesOf(account) }))
        }
      />
      <AmountField
        label="form.amount.label"
        unit={moneyUnit(currency.code)}
        sign={currency.sign}
        {...field('amount')}
      />
      <BankAccountFields values={values} set={set} errors={errors} />
      <WithdrawPasswordSubmit password={field('opPwd')} busy={busy} />
      {dialog}
    </FormBody>
  );
}
