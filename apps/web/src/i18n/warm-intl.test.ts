import { describe, expect, it } from 'vitest';
import { loadTenant } from '../../vite/load-tenant';
import { TENANT_IDS } from '../../vite/tenant-id';
import { warmIntl } from './warm-intl';

describe('warmIntl', () => {
  it.each(TENANT_IDS)("loads every language %s offers, on its market's clock", (id) => {
    const { definition } = loadTenant(id);
    for (const language of definition.languages.supported)
      expect(() => warmIntl(language, definition.market.timeZone)).not.toThrow();
  });

  it('throws on a zone the platform does not know (the worker still reports done)', () => {
    expect(() => warmIntl('en', 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
