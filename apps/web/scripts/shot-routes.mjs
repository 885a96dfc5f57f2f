// The routes to screenshot: every path of the app's route table (read from its source, so a
// new route appears without touching this list), `{id}` filled with a real id of the tenant.
import { readFileSync } from 'node:fs';

const routeTable = new URL('../src/routing/route-table.ts', import.meta.url);

/** Paths of the spec's route table, development-only routes (`/__…`) left out. */
export function appPaths() {
  const source = readFileSync(routeTable, 'utf8');
  return [...source.matchAll(/^\s+path: '(\/[^']*)'/gm)]
    .map((m) => m[1])
    .filter((path) => !path.startsWith('/__'));
}

/** The first stock and news item the tenant's server lists, for `/stock/{id}` and `/news/{id}`. */
export async function sampleIds(api) {
  const first = async (path, body) => (await api(path, body)).data?.records?.[0]?.id ?? 1;
  const page = { pageNum: 1, pageSize: 1 };
  return {
    stock: await first('/stock/page?pageNum=1&pageSize=1'),
    news: await first('/news/pageNews', page),
  };
}

export function shotRoutes(ids) {
  return appPaths().map((path) =>
    path.replace('{id}', String(path.startsWith('/stock') ? ids.stock : ids.news)),
  );
}
