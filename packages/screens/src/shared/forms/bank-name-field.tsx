import { useBankListQuery } from '@trading/api';
import { useMemo } from 'react';
import { ChoiceField } from './choice-field';

export interface BankNameFieldProps {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}

/** Bank name chosen from the tenant's bank list (GET /finance/bankList). */
export function BankNameField({
  label = 'form.bank.label',
  value,
  onChange,
  error,
  disabled,
}: BankNameFieldProps) {
  const { data } = useBankListQuery();
  const options = useMemo(() => {
    const names = data ?? [];
    // A saved or submitted bank that has since left the list still shows as chosen.
    const all = value && !names.includes(value) ? [value, ...names] : names;
    return all.map((name) => ({ value: name, label: name }));
  }, [data, value]);
  return (
    <ChoiceField
      label={label}
      options={options}
      value={value}
      onChange={onChange}
      error={error}
      disabled={disabled}
    />
  );
}
