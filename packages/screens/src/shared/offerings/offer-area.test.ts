import { describe, expect, it } from 'vitest';
import { areaOptions } from './offer-area';

describe('areaOptions', () => {
  it('offers USD first, then the tenant currency, where US stocks are shown', () => {
    expect(areaOptions({ usMarketShow: true, currency: 'NGN' })).toEqual(['USD', 'NGN']);
  });

  it('offers only the tenant currency when US stocks are hidden', () => {
    expect(areaOptions({ usMarketShow: false, currency: 'INR' })).toEqual(['INR']);
  });

  it('offers USD once for a USD tenant', () => {
    expect(areaOptions({ usMarketShow: true, currency: 'USD' })).toEqual(['USD']);
  });
});
