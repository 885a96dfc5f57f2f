import { useTenant } from '@trading/screens/context';
import { NoticeBar, useOnline } from '@trading/ui-kit';
import { createContext, useContext } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { asOfTime } from './as-of-time';
import { FROM_CACHE_ATTRIBUTE } from './kept-pages';
import { useRefreshKeptPage } from './use-refresh-kept-page';

/** When the server rendered the page the app took over (hydrated), if it did. */
export const RenderedAtContext = createContext<number | null>(null);

// Shown by the worker's mark alone, so the page paints it before any script runs.
const ShownWhenKept = styled.div`
  display: none;
  html[${FROM_CACHE_ATTRIBUTE}] & {
    display: block;
  }
`;

/**
 * "Prices as of HH:mm · updating" over a server-rendered page the device kept from an earlier
 * visit, until every read on it has answered anew: an old price is never shown as live. The
 * time is on the market's clock, which the server and the browser read alike.
 */
export function KeptPageNotice() {
  const renderedAt = useContext(RenderedAtContext);
  return renderedAt === null ? null : <Notice renderedAt={renderedAt} />;
}

function Notice({ renderedAt }: { renderedAt: number }) {
  const intl = useIntl();
  const { definition } = useTenant();
  const online = useOnline();
  useRefreshKeptPage();
  // Offline, the offline banner says how old the prices are.
  if (!online) return null;
  const time = asOfTime(renderedAt, intl.locale, definition.market.timeZone);
  return (
    <ShownWhenKept>
      <NoticeBar message={intl.formatMessage({ id: 'offline.keptPage' }, { time })} />
    </ShownWhenKept>
  );
}
