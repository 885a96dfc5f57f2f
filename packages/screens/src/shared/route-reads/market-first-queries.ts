import type { FirstQuery } from '@trading/api';
import type { Language, TenantConfig } from '@trading/contract';
import type { TenantDefinition } from '@trading/contract/tenant';
import { marketSettings } from '../market-settings/market-settings';
import { rankListArg, resolveTab, visibleTabs } from '../market-settings/market-tabs';

/**
 * The read /market?tab=N shows first, with the argument its list passes: the indices, or the
 * tab's ranking (the server renders that list into the HTML, readable without JavaScript).
 */
export function marketFirstQueries(
  definition: TenantDefinition,
  config: TenantConfig | undefined,
  language: Language,
  tabQuery: string | null,
): FirstQuery[] {
  const settings = marketSettings(definition, config, language);
  const tabs = visibleTabs(settings);
  const current = resolveTab(tabQuery, tabs);
  const tab = tabs.find((t) => t.tab === current);
  if (!tab || tab.kind === 'index') return [{ name: 'stockIndex' }];
  return [{ name: 'stockRank', arg: rankListArg(tab, settings) }];
}
