import { useToast } from '@trading/ui-kit';
import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { apiErrorText } from './api-error-text';

/** What an RTK Query trigger resolves with (mutations and lazy queries alike). */
type CallResult<T> = { data?: T; error?: unknown };

export type CallOutcome<T> = { ok: true; data: T } | { ok: false };

/**
 * Runs one request as every call in the app runs: a blocking "Loading..." toast
 * while it runs, the server's message as a toast when it fails. `busy` disables the submit
 * button, and a second call while one is in flight is dropped, so a double tap never sends
 * the form twice.
 */
export function useApiCall() {
  const toast = useToast();
  const intl = useIntl();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  const call = useCallback(
    async <T>(send: () => PromiseLike<CallResult<T>>): Promise<CallOutcome<T>> => {
      if (inFlight.current) return { ok: false };
      inFlight.current = true;
      setBusy(true);
      const closeLoading = toast.loading(intl.formatMessage({ id: 'ui.loading' }));
      try {
        const result = await send();
        closeLoading();
        if (result.error !== undefined) {
          toast.show(apiErrorText(result.error, intl));
          return { ok: false };
        }
        return { ok: true, data: result.data as T };
      } catch (error) {
        closeLoading();
        toast.show(apiErrorText(error, intl));
        return { ok: false };
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [toast, intl],
  );

  return { busy, call };
}
