// `pnpm --filter web bench`: per tenant, the gzipped JS of the first page, of a first visit to
// each route, and of the largest lazy chunk, against the budgets in bundle-budgets.json.
import { readFileSync } from 'node:fs';
import { tenantIdsIn } from '@trading/contract/tenant-folders';
import { bundleFigures, routeFirstLoads } from './bundle-stats.mjs';

const budgets = JSON.parse(
  readFileSync(new URL('../bundle-budgets.json', import.meta.url), 'utf8'),
);
/** The product's goal for the first route's JS (docs: performance notes). */
const GOAL_KB = 130;
const kb = (bytes) => (bytes / 1024).toFixed(1);

let over = false;
for (const tenant of tenantIdsIn(
  process.env.TENANTS_DIR || new URL('../../../tenants', import.meta.url).pathname,
)) {
  const { initial, initialGzip, largestLazy } = bundleFigures(tenant);
  const routes = routeFirstLoads(tenant);
  const heaviest = routes.reduce((a, b) => (b.gzip > a.gzip ? b : a));
  over ||= initialGzip > budgets.firstPage * 1024 || heaviest.gzip > budgets.routeFirstLoad * 1024;
  console.log(
    `${tenant}: initial route ${kb(initialGzip)} KB gzip in ${initial.length} files (goal ${GOAL_KB} KB, budget ${budgets.firstPage} KB); ` +
      `largest lazy chunk ${largestLazy.name} ${kb(largestLazy.gzip)} KB gzip; ` +
      `heaviest first visit ${heaviest.screen} ${kb(heaviest.gzip)} KB`,
  );
}
console.log('\nFirst visit per route (ngn), KB gzip:');
for (const { screen, gzip } of routeFirstLoads('ngn'))
  console.log(`  ${screen.padEnd(22)} ${kb(gzip)}`);
if (over) {
  console.error('A route is over its budget (bundle-budgets.json).');
  process.exitCode = 1;
}
