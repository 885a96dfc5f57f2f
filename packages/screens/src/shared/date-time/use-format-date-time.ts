import { useOnDevice } from '@trading/ui-kit';
import { useCallback } from 'react';
import { useTenant } from '../context/tenant-context';
import { formatDateTime } from './format-date-time';

/**
 * `formatDateTime` for a screen the server may render: the server cannot know the device's
 * clock, so it writes times in the tenant's market time zone, and so does the browser's first
 * render of that page (which must match it); right after, the device's clock takes over.
 */
export function useFormatDateTime(): (timestamp: number) => string {
  const onDevice = useOnDevice();
  const marketZone = useTenant().definition.market.timeZone;
  const zone = onDevice ? undefined : marketZone;
  return useCallback((timestamp: number) => formatDateTime(timestamp, zone), [zone]);
}
