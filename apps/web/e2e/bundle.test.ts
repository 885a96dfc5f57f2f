import { TenantId } from '@trading/contract/tenant';
import { describe, expect, it } from 'vitest';
import { dataFiles, jsFiles } from '../scripts/bundle-stats.mjs';

const [first = 'ngn', ...others] = TenantId.options;

describe('the four tenant builds', () => {
  it('ship byte-identical JavaScript', () => {
    const reference = jsFiles(first);
    for (const tenant of others) {
      const files = jsFiles(tenant);
      expect(Object.keys(files).sort()).toEqual(Object.keys(reference).sort());
      for (const [name, content] of Object.entries(files)) {
        expect(content.equals(reference[name]!), `${tenant} ${name}`).toBe(true);
      }
    }
  });

  it('differ in index.html (tokens, title, language) and in their assets', () => {
    const htmls = TenantId.options.map((tenant) => dataFiles(tenant)['index.html']!.toString());
    expect(new Set(htmls).size).toBe(TenantId.options.length);
    const logos = TenantId.options.map((tenant) =>
      Object.keys(dataFiles(tenant))
        .filter((path) => path.includes('logo'))
        .join(),
    );
    expect(new Set(logos).size).toBe(TenantId.options.length);
  });
});
