import type { CurrencyCode } from '@trading/contract';
import { useSearchParams } from 'react-router';
import { useTenant } from '../context';
import { areaOptions } from './offer-area';

/**
 * The currency an offering list shows. It lives in the URL (`?area=`, replaced, not pushed) so
 * Back from an offer or a record returns to the list the investor was reading.
 */
export function useArea() {
  const { definition } = useTenant();
  const [params, setParams] = useSearchParams();
  const options = areaOptions({
    usMarketShow: definition.usMarketShow,
    currency: definition.currency.code,
  });
  // Only one of the offered areas is taken from the URL (a plain check: no schema library on
  // this screen's path).
  const chosen = options.find((option) => option === params.get('area'));
  const area = chosen ?? options[0]!;
  const setArea = (next: CurrencyCode) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('area', next);
        return updated;
      },
      { replace: true },
    );
  return { area, setArea, options };
}
