import type { FirstQuery } from '@trading/api';
import type { Language, TenantConfig } from '@trading/contract';
import type { TenantDefinition } from '@trading/contract/tenant';
import { marketSettings } from '../market-settings/market-settings';
import { rankListArg, resolveTab, visibleTabs } from '../market-settings/market-tabs';

/**
 * The reads /market?tab=N shows first, with the argument its list passes: the indices, or the
 * tab's ranking (the server renders that list into the HTML, readable without JavaScript);
 * and the markets' states, so the line under the header arrives filled.
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
  const states: FirstQuery = { name: 'marketStatus' };
  if (!tab || tab.kind === 'index') return [{ name: 'stockIndex' }, states];
  return [{ name: 'stockRank', arg: rankListArg(tab, settings) }, states];
}
