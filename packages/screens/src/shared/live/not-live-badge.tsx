import { useOnline } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import styled from 'styled-components';

/** A small outlined label beside a quote ("Not live", "Points"). */
export const QuoteBadge = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm}px;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.sizeXs}px;
`;

/** "Not live": the prices beside it are the last ones seen, not the market's now. */
export function NotLiveBadge() {
  const intl = useIntl();
  return <QuoteBadge role="status">{intl.formatMessage({ id: 'stock.notLive' })}</QuoteBadge>;
}

/**
 * The mark of a list the device answered from its kept copy: offline, every row's price is the
 * last one seen (docs/decisions.md: "Offline reloads keep the lists"). Online the rows are the
 * server's and the feed's, and nothing is shown, so the list never shifts as it loads.
 */
export function NotLiveWhenOffline() {
  return useOnline() ? null : <NotLiveBadge />;
}
