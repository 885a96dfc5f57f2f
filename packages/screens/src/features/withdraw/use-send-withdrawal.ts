import { useIdempotentMutation, useWithdrawMutation } from '@trading/api';
import type { RequestOf } from '@trading/contract';
import { useToast } from '@trading/ui-kit';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useMoneyCall } from '../../shared/forms/use-money-call';

/** Sends a withdrawal once (a repeat asks first), then says so and opens the records. */
export function useSendWithdrawal() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const [withdraw] = useIdempotentMutation(useWithdrawMutation);
  const { busy, send, dialog } = useMoneyCall();
  const sendWithdrawal = async (request: RequestOf<'withdraw'>) => {
    // The password is not part of what was asked for: a retyped one is the same request.
    const { opPwd: _password, ...asked } = request;
    const result = await send('withdraw', asked, () => withdraw(request));
    if (!result.ok) return;
    toast.show(intl.formatMessage({ id: 'success.submit' }));
    void navigate('/withdrawRecord', { replace: true });
  };
  /** A form's submit: stops when `refused` shows a field's message, else sends `request()`. */
  const submitWhen =
    (refused: () => boolean, request: () => RequestOf<'withdraw'>) => async (event: FormEvent) => {
      event.preventDefault();
      if (refused()) return;
      await sendWithdrawal(request());
    };
  return { busy, dialog, submitWhen };
}
