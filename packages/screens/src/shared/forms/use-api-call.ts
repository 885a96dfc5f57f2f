import { isApiError } from '@trading/api';
import { ERRORS } from '@trading/contract';
import { useToast } from '@trading/ui-kit';
import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useStepUpPrompt } from '../second-factor/step-up';
import { apiErrorText } from './api-error-text';

const needsStepUp = (error: unknown) =>
  isApiError(error) && error.code === ERRORS.SECOND_FACTOR_REQUIRED.code;

/** What an RTK Query trigger resolves with (mutations and lazy queries alike). */
type CallResult<T> = { data?: T; error?: unknown };

/** A failure carries the server's code when there was one (a screen may answer a code its own way). */
export type CallOutcome<T> = { ok: true; data: T } | { ok: false; code?: number };

const NONE: readonly number[] = [];

export interface ApiCallOptions {
  /**
   * Error codes the screen answers on the page itself: no toast and, for
   * SECOND_FACTOR_REQUIRED, no step-up (a signed-out reset asks for its code in its own form).
   * A module-level constant: a new array each render would remake `call`.
   */
  ownCodes?: readonly number[];
}

/**
 * Runs one request as every call in the app runs: a blocking "Loading..." toast
 * while it runs, the server's message as a toast when it fails, and a step-up (the second
 * factor) when the server asks for one, after which the request is sent again. `busy` disables the submit
 * button, and a second call while one is in flight is dropped, so a double tap never sends
 * the form twice.
 */
export function useApiCall({ ownCodes = NONE }: ApiCallOptions = {}) {
  const toast = useToast();
  const intl = useIntl();
  const askStepUp = useStepUpPrompt();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  const call = useCallback(
    async <T>(send: () => PromiseLike<CallResult<T>>): Promise<CallOutcome<T>> => {
      if (inFlight.current) return { ok: false };
      inFlight.current = true;
      setBusy(true);
      let closeLoading = toast.loading(intl.formatMessage({ id: 'ui.loading' }));
      try {
        let result = await send();
        closeLoading();
        const code = isApiError(result.error) ? result.error.code : undefined;
        if (code !== undefined && ownCodes.includes(code)) return { ok: false, code };
        // The server wants a fresh second factor first: ask for it, then send once more.
        if (needsStepUp(result.error) && askStepUp && (await askStepUp())) {
          closeLoading = toast.loading(intl.formatMessage({ id: 'ui.loading' }));
          result = await send();
          closeLoading();
        }
        if (result.error !== undefined) {
          toast.show(apiErrorText(result.error, intl));
          return { ok: false, code: isApiError(result.error) ? result.error.code : undefined };
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
    [toast, intl, askStepUp, ownCodes],
  );

  return { busy, call };
}
