import { useOnDevice } from '@trading/ui-kit';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { relativeTime } from './relative-time';
import { useFormatDateTime } from './use-format-date-time';

/**
 * "5 minutes ago" in the reader's language for a recent moment, the full date and time
 * otherwise. The server (and the browser's first render, which must match it) writes the date:
 * "ago" depends on a clock the two do not share.
 */
export function useFormatRecent(): (timestamp: number) => string {
  const intl = useIntl();
  const onDevice = useOnDevice();
  const formatDateTime = useFormatDateTime();
  return useCallback(
    (timestamp: number) => {
      const ago = onDevice ? relativeTime(timestamp, Date.now()) : null;
      return ago
        ? intl.formatRelativeTime(ago.value, ago.unit, { numeric: 'auto' })
        : formatDateTime(timestamp);
    },
    [intl, onDevice, formatDateTime],
  );
}
