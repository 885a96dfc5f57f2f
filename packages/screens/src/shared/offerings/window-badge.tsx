import type { OfferWindow } from '@trading/contract';
import { useIntl } from 'react-intl';
import { StatusBadge } from './status-badge';

const LABELS: Record<OfferWindow, { id: string; tone: 'neutral' | 'active' }> = {
  NOT_STARTED: { id: 'status.notStarted', tone: 'neutral' },
  OPEN: { id: 'offerings.open', tone: 'active' },
  ENDED: { id: 'status.ended', tone: 'neutral' },
};

/** Not Started / Open / Ended of a snap-up offer or a quantitative product. */
export function WindowBadge({ window }: { window: OfferWindow }) {
  const intl = useIntl();
  const label = LABELS[window];
  return <StatusBadge tone={label.tone}>{intl.formatMessage({ id: label.id })}</StatusBadge>;
}
