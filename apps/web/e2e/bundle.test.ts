import { TENANT_IDS } from '../vite/tenant-id';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { bundleFigures, dataFiles, jsFiles, routeFirstLoads } from '../scripts/bundle-stats.mjs';

const [first = 'ngn', ...others] = TENANT_IDS;
const budgets = JSON.parse(
  readFileSync(new URL('../bundle-budgets.json', import.meta.url), 'utf8'),
) as Record<'firstPage' | 'routeFirstLoad' | 'lazyChunk', number>;
const KB = 1024;

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
    const htmls = TENANT_IDS.map((tenant) => dataFiles(tenant)['index.html']!.toString());
    expect(new Set(htmls).size).toBe(TENANT_IDS.length);
    const logos = TENANT_IDS.map((tenant) =>
      Object.keys(dataFiles(tenant))
        .filter((path) => path.includes('logo'))
        .join(),
    );
    expect(new Set(logos).size).toBe(TENANT_IDS.length);
  });
});

describe.each(TENANT_IDS)('the %s build stays within its JS budgets', (tenant) => {
  it('first page (/), largest lazy chunk', () => {
    const { initialGzip, largestLazy } = bundleFigures(tenant);
    expect(initialGzip).toBeLessThanOrEqual(budgets.firstPage * KB);
    expect(largestLazy.gzip, largestLazy.name).toBeLessThanOrEqual(budgets.lazyChunk * KB);
  });

  it('a first visit to every route', () => {
    const routes = routeFirstLoads(tenant);
    expect(routes.length).toBeGreaterThanOrEqual(38);
    for (const { screen, gzip } of routes) {
      expect(gzip, screen).toBeLessThanOrEqual(budgets.routeFirstLoad * KB);
    }
  });
});
