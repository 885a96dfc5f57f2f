import { Tabs } from '@trading/ui-kit';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useHref, useSearchParams } from 'react-router';
import { useMarketSettings } from '../../shared/market-settings/use-market-settings';
import { IndexList } from './index-list';
import { MarketHeader } from './market-header';
import {
  rankListArg,
  resolveTab,
  visibleTabs,
  type MarketTabDef,
} from '../../shared/market-settings/market-tabs';
import { RankList } from './rank-list';

/** /market: tabs 0–4 from `?tab=`, the URL following every switch. */
export function MarketScreen() {
  const intl = useIntl();
  const settings = useMarketSettings();
  const [params, setParams] = useSearchParams();
  const marketHref = useHref('/market');
  const tabs = useMemo(() => visibleTabs(settings), [settings]);
  const current = resolveTab(params.get('tab'), tabs);
  const active = tabs.findIndex((tab) => tab.tab === current);

  const titleOf = (tab: MarketTabDef) =>
    tab.key === 'default'
      ? settings.defaultMarketTitle
      : intl.formatMessage({ id: `market.tab.${tab.key}` });

  const tab = tabs[active]!;
  return (
    <>
      <MarketHeader />
      <Tabs
        aria-label={intl.formatMessage({ id: 'market.title' })}
        items={tabs.map((t) => ({ title: titleOf(t), href: `${marketHref}?tab=${t.tab}` }))}
        active={active}
        // Replace, not push: switching tabs is not a page the back arrow should step through.
        onChange={(index) => setParams({ tab: String(tabs[index]!.tab) }, { replace: true })}
      >
        {tab.kind === 'index' ? (
          <IndexList />
        ) : (
          <RankList key={tab.tab} {...rankListArg(tab, settings)} label={titleOf(tab)} />
        )}
      </Tabs>
    </>
  );
}
