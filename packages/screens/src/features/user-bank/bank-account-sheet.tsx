import { useUserBankAddMutation, useUserBankUpdateMutation } from '@trading/api';
import { USDT_NETWORK, type UserBank } from '@trading/contract';
import { BottomSheet, useToast } from '@trading/ui-kit';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useTenant, useTenantLabel } from '../../shared/context';
import { BankAccountFields } from '../../shared/forms/bank-account-fields';
import {
  BANK_ACCOUNT_FIELDS,
  bankAccountPayload,
  bankAccountValuesOf,
  EMPTY_BANK_ACCOUNT,
  USDT_ADDRESS_FIELDS,
  validateBankAccount,
  validateUsdtAddress,
} from '../../shared/forms/bank-account-rules';
import { FormBody, SubmitButton } from '../../shared/forms/form-styles';
import { TextField } from '../../shared/forms/text-field';
import { useApiCall } from '../../shared/forms/use-api-call';
import { useForm } from '../../shared/forms/use-form';

export interface BankAccountSheetProps {
  /** A new bank account or USDT address, or the saved one being edited. */
  editing: { usdt: boolean; bank?: UserBank };
  onClose: () => void;
}

/** Adds or edits one saved bank account or USDT address. */
export function BankAccountSheet({ editing, onClose }: BankAccountSheetProps) {
  const intl = useIntl();
  const toast = useToast();
  const { bankFields } = useTenant().definition;
  const [add] = useUserBankAddMutation();
  const [update] = useUserBankUpdateMutation();
  const { busy, call } = useApiCall();
  const { usdt, bank } = editing;
  const labelOf = useTenantLabel();
  const messageValues = bankFields.extraCode ? { label: labelOf(bankFields.extraCode) } : undefined;
  const { values, set, errors, rejects, field } = useForm(
    bank ? bankAccountValuesOf(bank, bankFields) : EMPTY_BANK_ACCOUNT,
    messageValues,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = usdt
      ? rejects(validateUsdtAddress(values), USDT_ADDRESS_FIELDS)
      : rejects(validateBankAccount(values, bankFields), BANK_ACCOUNT_FIELDS);
    if (invalid) return;
    const fields = usdt
      ? {
          usdt: true,
          accountName: values.accountName.trim(),
          accountNumber: values.accountNumber.trim(),
        }
      : { usdt: false, ...bankAccountPayload(values, bankFields) };
    const result = await call(() => (bank ? update({ id: bank.id, ...fields }) : add(fields)));
    if (!result.ok) return;
    toast.show(intl.formatMessage({ id: 'success.operation' }));
    onClose();
  };

  const title = intl.formatMessage({ id: usdt ? 'bank.usdtAddress' : 'bank.bankAccount' });
  return (
    <BottomSheet open onClose={onClose} title={title}>
      <FormBody onSubmit={submit} noValidate>
        {usdt ? (
          <>
            <TextField label="form.usdtType.label" value={USDT_NETWORK} readOnly />
            <TextField label="form.name.label" {...field('accountName')} />
            <TextField label="form.usdtAddress.label" {...field('accountNumber')} />
          </>
        ) : (
          <BankAccountFields values={values} set={set} errors={errors} />
        )}
        <SubmitButton disabled={busy}>{intl.formatMessage({ id: 'action.submit' })}</SubmitButton>
      </FormBody>
    </BottomSheet>
  );
}
