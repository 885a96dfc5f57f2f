import { Tabs } from '@trading/ui-kit';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useHref, useSearchParams } from 'react-router';
import { useMarketSettings } from '../../shared/market-settings/use-market-settings';
import { MarketStateLabel } from '../../shared/market-state/market-state-label';
import { IndexList } from './index-list';
import { MarketHeader } from './market-header';
import {
  rankListArg,
  resolveTab,
  visibleTabs,
  type MarketTabDef,
} from '../../shared/market-settings/market-tabs';
import { RankList } from './rank-list';

// One line high before the state arrives too, so the lists below never move when it does.
const StateLine = styled.p`
  box-sizing: border-box;
  margin: 0;
  min-height: ${({ theme }) => theme.font.sizeSm * 1.5 + theme.space.xs * 2}px;
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
  background: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  line-height: 1.5;
`;

/**
 * /market: tabs 0–4 from `?tab=`, the URL following every switch; under the header, whether
 * the tab's market trades now (the Index tab's is the tenant's own).
 */
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
  const market = tab.kind === 'index' ? settings.defaultMarket : rankListArg(tab, settings).market;
  return (
    <>
      <MarketHeader />
      <StateLine>
        <MarketStateLabel market={market} />
      </StateLine>
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
