// `pnpm --filter web bench`: per tenant, the gzipped JS of the first page and the largest lazy chunk.
import { bundleFigures } from './bundle-stats.mjs';
import { TenantId } from '@trading/contract/tenant';

/** The product's budget for the first route's JS (docs: performance notes). */
const BUDGET_KB = 130;
const kb = (bytes) => (bytes / 1024).toFixed(1);

let over = false;
for (const tenant of TenantId.options) {
  const { initial, initialGzip, largestLazy } = bundleFigures(tenant);
  over ||= initialGzip > BUDGET_KB * 1024;
  console.log(
    `${tenant}: initial route ${kb(initialGzip)} KB gzip in ${initial.length} files (budget ${BUDGET_KB} KB); ` +
      `largest lazy chunk ${largestLazy.name} ${kb(largestLazy.gzip)} KB gzip`,
  );
}
if (over) {
  console.error(`The initial route is over the ${BUDGET_KB} KB budget.`);
  process.exitCode = 1;
}
