import { NoticeBar } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import type { AppState } from '@trading/api';
import { asOfTime } from './as-of-time';
import { pricesAsOf } from './offline-data';

const selectPricesAsOf = (state: AppState) => pricesAsOf(state.api.queries);

/**
 * "Offline — prices as of HH:mm", the time being that of the newest answer on screen. The shell
 * shows it while the device has no network; it goes by itself when the network returns.
 */
export default function OfflineBanner() {
  const intl = useIntl();
  const asOf = useSelector(selectPricesAsOf);
  const message =
    asOf === null
      ? intl.formatMessage({ id: 'offline.bannerNoTime' })
      : intl.formatMessage({ id: 'offline.banner' }, { time: asOfTime(asOf, intl.locale) });
  return <NoticeBar message={message} />;
}
