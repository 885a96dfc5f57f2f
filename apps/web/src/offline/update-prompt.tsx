import { NoticeBar } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { useUpdateAvailable } from './update-available';

/** "Update available — Reload" once a new deploy's service worker is waiting. */
export function UpdatePrompt() {
  const intl = useIntl();
  const apply = useUpdateAvailable();
  if (!apply) return null;
  return (
    <NoticeBar
      message={intl.formatMessage({ id: 'update.available' })}
      action={{ label: intl.formatMessage({ id: 'update.reload' }), onClick: apply }}
    />
  );
}
