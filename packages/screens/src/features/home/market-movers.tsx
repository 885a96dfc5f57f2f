import { MARKET_TABS } from '@trading/contract';
import { Tabs } from '@trading/ui-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MarketSettings } from '../../shared/market-settings/market-settings';
import type { MarketTabDef } from '../../shared/market-settings/market-tabs';
import { RankPreview } from './rank-preview';
import { SectionTitle } from './section-title';

type MoverTab = Extract<MarketTabDef, { market: 'DEFAULT' }>;

/** The /market rankings of the tenant's own market, in /market's order: volume, rising, falling. */
const MOVER_TABS = MARKET_TABS.filter(
  (tab): tab is MoverTab => tab.kind === 'rank' && tab.market === 'DEFAULT',
);

// /market titles the volume ranking with the market's name; beside Rising and Falling on the
// home that name would not say what the list is.
const TITLE_ID: Record<MoverTab['key'], string> = {
  default: 'home.topVolume',
  rising: 'market.tab.rising',
  falling: 'market.tab.falling',
};

/**
 * The default market's movers: five of the chosen ranking, live, with MORE to that ranking's
 * /market tab. Opens on volume, the list theme 3 shows; gainers and losers are a tap away.
 */
export function MarketMovers({ settings }: { settings: MarketSettings }) {
  const intl = useIntl();
  const [active, setActive] = useState(0);
  const tab = MOVER_TABS[active]!;
  const title = intl.formatMessage({ id: 'home.movers' });
  return (
    <section aria-label={title}>
      <SectionTitle
        more={`/market?tab=${tab.tab}`}
        moreLabel={intl.formatMessage({ id: 'home.moreStocks' })}
      >
        {title}
      </SectionTitle>
      <Tabs
        aria-label={title}
        items={MOVER_TABS.map((mover) => ({
          title: intl.formatMessage({ id: TITLE_ID[mover.key] }),
        }))}
        active={active}
        onChange={setActive}
      >
        <RankPreview key={tab.tab} market={settings.defaultMarket} rankType={tab.rankType} />
      </Tabs>
    </section>
  );
}
