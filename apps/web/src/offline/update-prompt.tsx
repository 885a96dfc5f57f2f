import { NoticeBar } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import type { ApplyUpdate } from './update-available';

/** "Update available — Reload", shown by the shell once a new deploy's service worker waits. */
export default function UpdatePrompt({ apply }: { apply: ApplyUpdate }) {
  const intl = useIntl();
  return (
    <NoticeBar
      message={intl.formatMessage({ id: 'update.available' })}
      action={{ label: intl.formatMessage({ id: 'update.reload' }), onClick: apply }}
    />
  );
}
