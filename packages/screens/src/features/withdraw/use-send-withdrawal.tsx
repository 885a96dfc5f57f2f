import { useIdempotentMutation, useWithdrawMutation } from '@trading/api';
import type { RequestOf } from '@trading/contract';
import { useToast } from '@trading/ui-kit';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useMoneyCall } from '../../shared/forms/use-money-call';
import { transferReview } from '../../shared/review/transfer-review';
import { useReviewSheet } from '../../shared/review/use-review-sheet';

/** A withdrawal ready to send, and the saved destination it names, as the picker shows it. */
export interface WithdrawalAsked {
  request: RequestOf<'withdraw'>;
  destination: string;
}

/**
 * A withdrawal form's submit opens its review (amount, what arrives, where, the balance
 * after); only the review's confirm sends it, once (a repeat asks first), then says so and
 * opens the records. `balance` is the cash it is paid from.
 */
export function useSendWithdrawal({ balance, sign }: { balance: string; sign: string }) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const [withdraw] = useIdempotentMutation(useWithdrawMutation);
  const { busy, send, dialog } = useMoneyCall();
  const { ask, sheet } = useReviewSheet<WithdrawalAsked>({
    title: 'route.withdraw',
    busy,
    reviewOf: ({ request, destination }) =>
      transferReview({
        amount: request.amount,
        balance,
        sign,
        direction: 'out',
        destination: { label: 'withdraw.destination', value: destination },
      }),
    send: async ({ request }) => {
      // The password is not part of what was asked for: a retyped one is the same request.
      const { opPwd: _password, ...asked } = request;
      const result = await send('withdraw', asked, () => withdraw(request));
      if (!result.ok) return;
      toast.show(intl.formatMessage({ id: 'success.submit' }));
      void navigate('/withdrawRecord', { replace: true });
    },
  });
  /** A form's submit: stops when `refused` shows a field's message, else reviews `asked()`. */
  const submitWhen =
    (refused: () => boolean, asked: () => WithdrawalAsked) => (event: FormEvent) => {
      event.preventDefault();
      if (!refused()) ask(asked());
    };
  return {
    busy,
    dialog: (
      <>
        {sheet}
        {dialog}
      </>
    ),
    submitWhen,
  };
}
