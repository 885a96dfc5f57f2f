import { useTenantConfigQuery } from '@trading/api';
import { useMemo } from 'react';
import { useTenant } from '../context';
import { marketSettings, type MarketSettings } from './market-settings';

export function useMarketSettings(): MarketSettings {
  const { definition } = useTenant();
  const { data } = useTenantConfigQuery();
  return useMemo(() => marketSettings(definition, data), [definition, data]);
}
