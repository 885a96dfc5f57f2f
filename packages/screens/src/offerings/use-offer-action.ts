import { isApiError } from '@trading/api';
import { useToast } from '@trading/ui-kit';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

type Outcome<T> = { data: T; error?: undefined } | { data?: undefined; error: unknown };

/**
 * Runs one money action the way the spec's shared call behaviour does: a blocking
 * "Loading..." toast while it runs, then the success text, or the server's message (else
 * "Network Error"). Resolves to the answer, or undefined when it failed.
 */
export function useOfferAction() {
  const toast = useToast();
  const intl = useIntl();
  return useCallback(
    async <T>(action: PromiseLike<Outcome<T>>, successId: string): Promise<T | undefined> => {
      const close = toast.loading();
      const outcome = await action;
      close();
      if (outcome.error !== undefined) {
        toast.show(
          isApiError(outcome.error)
            ? outcome.error.message
            : intl.formatMessage({ id: 'tenant.networkError' }),
        );
        return undefined;
      }
      toast.show(intl.formatMessage({ id: successId }));
      return outcome.data;
    },
    [toast, intl],
  );
}
