import { describe, expect, it } from 'vitest';
import { areaOptions, startingArea } from './offer-area';

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

describe('startingArea', () => {
  it("starts offering lists in the server's default area", () => {
    expect(startingArea(['USD', 'NGN'], 'NGN', 'spec')).toBe('USD');
  });

  it("starts the investor's own records in the tenant's own market", () => {
    expect(startingArea(['USD', 'BRL'], 'BRL', 'own')).toBe('BRL');
    expect(startingArea(['USD'], 'USD', 'own')).toBe('USD');
  });
});
