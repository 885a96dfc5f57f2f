import { useConfirm, useToast } from '@trading/ui-kit';
import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { recentSubmissions } from './recent-submissions';
import { useApiCall, type CallOutcome } from './use-api-call';

/** What an RTK Query trigger resolves with. */
type CallResult<T> = { data?: T; error?: unknown };

/**
 * The one way a money request is sent (deposit, withdraw, exchange, buy, sell, apply,
 * funding, block trade, snap-up, fund purchase):
 * - one at a time: a tap while one is in flight, or while the duplicate question is open,
 *   is dropped, so a double tap is one request (the mutation adds its Idempotency-Key, one
 *   per intended submission);
 * - an identical request (same kind, same fields) that succeeded in the last few minutes
 *   asks "You already submitted this — submit another?" before anything is sent;
 * - the loading and error toasts of every call (useApiCall);
 * - offline nothing is sent and nothing is kept to be sent later: the user is told it needs a
 *   connection (screens also turn their buttons off; this covers every one of them).
 * Render `dialog` once in the screen.
 */
export function useMoneyCall() {
  const intl = useIntl();
  const toast = useToast();
  const { busy, call } = useApiCall();
  const { confirm, dialog } = useConfirm();
  const locked = useRef(false);
  const [asking, setAsking] = useState(false);

  const send = useCallback(
    async <T,>(
      kind: string,
      fields: unknown,
      request: () => PromiseLike<CallResult<T>>,
    ): Promise<CallOutcome<T>> => {
      if (locked.current) return { ok: false };
      if (!navigator.onLine) {
        toast.show(intl.formatMessage({ id: 'offline.needsNetwork' }));
        return { ok: false };
      }
      locked.current = true;
      try {
        if (recentSubmissions.has(kind, fields)) {
          setAsking(true);
          const again = await confirm({
            title: intl.formatMessage({ id: 'money.duplicateTitle' }),
            message: intl.formatMessage({ id: 'money.duplicateMessage' }),
            confirmText: intl.formatMessage({ id: 'money.submitAnother' }),
          });
          setAsking(false);
          if (!again) return { ok: false };
        }
        const outcome = await call(request);
        if (outcome.ok) recentSubmissions.remember(kind, fields);
        return outcome;
      } finally {
        locked.current = false;
      }
    },
    [call, confirm, intl, toast],
  );

  return { busy: busy || asking, send, dialog };
}
