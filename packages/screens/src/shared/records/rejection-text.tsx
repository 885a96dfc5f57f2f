import type { Rejection } from '@trading/contract';
import { useIntl } from 'react-intl';

/**
 * Why something was refused, in the reader's language: the chosen reason's text with the
 * reviewer's words after it (OTHER is only those words), as "Reason: …".
 */
export function useRejectionText(): (rejection: Rejection) => string {
  const intl = useIntl();
  return ({ reason, note }) => {
    const words =
      reason === 'OTHER'
        ? (note ?? intl.formatMessage({ id: 'rejection.OTHER' }))
        : [intl.formatMessage({ id: `rejection.${reason}` }), note].filter(Boolean).join(' — ');
    return intl.formatMessage({ id: 'records.reason' }, { reason: words });
  };
}
