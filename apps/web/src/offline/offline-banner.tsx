import { NoticeBar, useOnline } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import type { AppState } from '@trading/api';
import { asOfTime } from './as-of-time';
import { pricesAsOf } from './offline-data';

const selectPricesAsOf = (state: AppState) => pricesAsOf(state.api.queries);

/**
 * "Offline — prices as of HH:mm" while the device has no network, the time being that of the
 * newest answer on screen; it goes by itself when the network returns (and the reads refresh).
 */
export function OfflineBanner() {
  const online = useOnline();
  const intl = useIntl();
  const asOf = useSelector(selectPricesAsOf);
  if (online) return null;
  const message =
    asOf === null
      ? intl.formatMessage({ id: 'offline.bannerNoTime' })
      : intl.formatMessage({ id: 'offline.banner' }, { time: asOfTime(asOf, intl.locale) });
  return <NoticeBar message={message} />;
}
