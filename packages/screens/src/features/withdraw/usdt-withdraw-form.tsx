import { useIdempotentMutation, useWithdrawMutation } from '@trading/api';
import { PASSWORD_MAX_LENGTH, USDT_NETWORK, type UserBank } from '@trading/contract';
import { useToast } from '@trading/ui-kit';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { FormBody, SubmitButton } from '../../shared/forms/form-styles';
import { TextField } from '../../shared/forms/text-field';
import { useMoneyCall } from '../../shared/forms/use-money-call';
import { useForm } from '../../shared/forms/use-form';
import { SavedAccountPicker } from './saved-account-picker';
import { USDT_WITHDRAW_FIELDS, validateUsdtWithdraw } from './withdraw-rules';

/** Withdrawal in USDT to a TRC20 address. */
export function UsdtWithdrawForm({ saved }: { saved: UserBank[] }) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const [withdraw] = useIdempotentMutation(useWithdrawMutation);
  const { busy, send, dialog } = useMoneyCall();
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
    // The password is not part of what was asked for: a retyped one is the same request.
    const { opPwd: _password, ...asked } = request;
    const result = await send('withdraw', asked, () => withdraw(request));
    if (!result.ok) return;
    toast.show(intl.formatMessage({ id: 'success.submit' }));
    void navigate('/withdrawRecord', { replace: true });
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
