import { describe, expect, it } from 'vitest';
import { tenantConfigOf, tenantOf } from '../testing/render-screen';

import { marketSettings } from './market-settings';

describe('marketSettings', () => {
  it('forces home theme 3 when the tenant definition says so, whatever the config', () => {
    const ngn = tenantOf('ngn').definition;
    expect(ngn.home.forceTheme3).toBe(true);
    expect(marketSettings(ngn, tenantConfigOf('ngn', { defaultTheme: 1 }), 'en').homeTheme).toBe(3);
  });

  it("otherwise takes the runtime config's defaultTheme, and the definition's until it loads", () => {
    const brl = tenantOf('brl').definition;
    expect(marketSettings(brl, tenantConfigOf('brl', { defaultTheme: 2 }), 'en').homeTheme).toBe(2);
    expect(marketSettings(brl, undefined, 'en').homeTheme).toBe(brl.home.defaultTheme);
  });

  it('reads the market rules from the config, falling back to the definition', () => {
    const inr = tenantOf('inr').definition;
    expect(marketSettings(inr, undefined, 'en')).toMatchObject({
      defaultMarket: 'INDIA',
      defaultMarketTitle: 'India',
      usMarketShow: false,
    });
    expect(
      marketSettings(inr, tenantConfigOf('inr', { usMarketShow: true, showIndexTab: false }), 'en'),
    ).toMatchObject({ usMarketShow: true, showIndexTab: false });
  });

  it("titles the default market in the reader's language", () => {
    const brl = tenantOf('brl').definition;
    const ngn = tenantOf('ngn').definition;
    expect(marketSettings(brl, tenantConfigOf('brl', {}), 'en').defaultMarketTitle).toBe('Brazil');
    expect(marketSettings(brl, tenantConfigOf('brl', {}), 'pt').defaultMarketTitle).toBe('Brasil');
    expect(marketSettings(ngn, undefined, 'pt').defaultMarketTitle).toBe('Nigéria');
  });
});
