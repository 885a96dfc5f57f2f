import { useIdempotentMutation } from '@trading/api';
import { useToast } from '@trading/ui-kit';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useMoneyCall } from '../forms/use-money-call';

type Outcome<T> = { data?: T; error?: unknown };
/** An amount is a share count or a money string, as the call's contract says. */
type OfferTrigger<A, T> = (request: { id: number; amount: A }) => PromiseLike<Outcome<T>>;

/**
 * The money action an offering screen takes on an offer (its id and an amount): sent with an
 * idempotency key through the shared money path (one at a time, an identical recent one asks
 * first, loading and error toasts), then the success text. `call` resolves to the answer, or
 * undefined when it failed or was not sent. Render `dialog` once in the screen.
 */
export function useOfferCall<A extends number | string, T>(
  useMutation: () => readonly [OfferTrigger<A, T>, unknown],
  kind: string,
  successId: string,
) {
  const [trigger] = useIdempotentMutation(useMutation);
  const toast = useToast();
  const intl = useIntl();
  const { send, dialog } = useMoneyCall();
  const call = useCallback(
    async (id: number, amount: A): Promise<T | undefined> => {
      const request = { id, amount };
      const outcome = await send(kind, request, () => trigger(request));
      if (!outcome.ok) return undefined;
      toast.show(intl.formatMessage({ id: successId }));
      return outcome.data;
    },
    [trigger, send, kind, successId, toast, intl],
  );
  return { call, dialog };
}
