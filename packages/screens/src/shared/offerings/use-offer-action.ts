import { useToast } from '@trading/ui-kit';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useMoneyCall } from '../forms/use-money-call';

type Outcome<T> = { data?: T; error?: unknown };

/**
 * Runs one money action of the offering screens through the shared money path (one at a
 * time, an identical recent one asks first, loading and error toasts), then shows the
 * success text. Resolves to the answer, or undefined when it failed or was not sent.
 * Render `dialog` once in the screen.
 */
export function useOfferAction() {
  const toast = useToast();
  const intl = useIntl();
  const { send, busy, dialog } = useMoneyCall();
  const run = useCallback(
    async <R, T>(
      kind: string,
      request: R,
      action: (request: R) => PromiseLike<Outcome<T>>,
      successId: string,
    ): Promise<T | undefined> => {
      const outcome = await send(kind, request, () => action(request));
      if (!outcome.ok) return undefined;
      toast.show(intl.formatMessage({ id: successId }));
      return outcome.data;
    },
    [send, toast, intl],
  );
  return { run, busy, dialog };
}
