import { selectLanguage, useTenantConfigQuery } from '@trading/api';
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useTenant } from '../context';
import { marketSettings, type MarketSettings } from './market-settings';

export function useMarketSettings(): MarketSettings {
  const { definition } = useTenant();
  const { data } = useTenantConfigQuery();
  const language = useSelector(selectLanguage);
  return useMemo(() => marketSettings(definition, data, language), [definition, data, language]);
}
