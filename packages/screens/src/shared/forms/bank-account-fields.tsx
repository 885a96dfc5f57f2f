import { useTenant, useTenantLabel } from '../context';
import { BankNameField } from './bank-name-field';
import type { BankAccountField, BankAccountValues } from './bank-account-rules';
import type { FieldErrors } from './field-errors';
import { TextField } from './text-field';

/** Account name, bank, account number, optional branch and the tenant's extra codes. */
export function BankAccountFields({
  values,
  set,
  errors,
}: {
  values: BankAccountValues;
  set: (field: BankAccountField) => (value: string) => void;
  errors: FieldErrors<BankAccountField>;
}) {
  const { bankFields } = useTenant().definition;
  const labelOf = useTenantLabel();
  return (
    <>
      <TextField
        label="form.accountName.label"
        value={values.accountName}
        onChange={set('accountName')}
        error={errors.accountName}
      />
      <BankNameField value={values.bank} onChange={set('bank')} error={errors.bank} />
      <TextField
        label="form.accountNumber.label"
        inputMode="numeric"
        value={values.accountNumber}
        onChange={set('accountNumber')}
        error={errors.accountNumber}
      />
      <TextField
        label="deposit.branchOptional"
        value={values.branch}
        onChange={set('branch')}
        error={errors.branch}
      />
      {bankFields.bankCode && (
        <TextField
          {...(bankFields.bankCode.label
            ? { labelText: labelOf({ ...bankFields.bankCode, label: bankFields.bankCode.label }) }
            : { label: 'form.bankCode.label' })}
          value={values.bankCode}
          onChange={set('bankCode')}
          error={errors.bankCode}
        />
      )}
      {bankFields.extraCode && (
        <TextField
          labelText={labelOf(bankFields.extraCode)}
          value={values.extraCode}
          onChange={set('extraCode')}
          error={errors.extraCode}
          errorValues={{ label: labelOf(bankFields.extraCode) }}
        />
      )}
    </>
  );
}
