import { useConfirm, useToast } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { useApiCall } from './use-api-call';

type Send = () => PromiseLike<{ data?: unknown; error?: unknown }>;

/**
 * Calls that end something (a session, a passkey, a price alert): asked first, then
 * sent as every call is, then confirmed with a toast. `dialog` must be rendered.
 */
export function useConfirmedCall() {
  const intl = useIntl();
  const toast = useToast();
  const { busy, call } = useApiCall();
  const { confirm, dialog } = useConfirm();
  const text = (id: string) => intl.formatMessage({ id });

  const confirmThen = async (question: string, send: Send, done: string) => {
    const confirmed = await confirm({
      message: text(question),
      confirmText: text('ui.confirm'),
      cancelText: text('ui.cancel'),
      confirmVariant: 'danger',
    });
    if (confirmed && (await call(send)).ok) toast.show(text(done));
  };

  return { busy, call, confirmThen, dialog, text };
}
