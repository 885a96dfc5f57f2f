import { useIntl } from 'react-intl';
import type { MarketSettings } from '../../shared/market-settings/market-settings';
import { RankPreview } from './rank-preview';
import { SectionTitle } from './section-title';

/** The default market's five busiest stocks, live, with MORE → /market. */
export function TopVolume({ settings }: { settings: MarketSettings }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'home.topVolume' });
  return (
    <section aria-label={title}>
      <SectionTitle more="/market" moreLabel={intl.formatMessage({ id: 'home.moreStocks' })}>
        {title}
      </SectionTitle>
      <RankPreview market={settings.defaultMarket} rankType="VOLUME" />
    </section>
  );
}
