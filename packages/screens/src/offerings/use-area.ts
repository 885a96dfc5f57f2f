import type { CurrencyCode } from '@trading/contract';
import { useState } from 'react';
import { useTenant } from '../context';
import { areaOptions } from './offer-area';

/** The currency an offering list shows, starting at the tenant's default area. */
export function useArea() {
  const { definition } = useTenant();
  const options = areaOptions({
    usMarketShow: definition.usMarketShow,
    currency: definition.currency.code,
  });
  const [area, setArea] = useState<CurrencyCode>(options[0]!);
  return { area, setArea, options };
}
