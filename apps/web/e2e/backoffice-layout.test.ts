import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadTenant } from '../vite/load-tenant';
import { TENANT_IDS } from '../vite/tenant-id';
import { launchBrowser } from './browser';
import { sidewaysOverflow, staffTokenWithApi } from './console';
import { artifactsDir } from './paths';

const port = inject('port');

/** Resolves once the page has sent no request for `quiet` ms: the screen shows its data. */
async function settled(page: Page, quiet = 400): Promise<void> {
  let pending = 0;
  let last = Date.now();
  const start = () => ((pending += 1), (last = Date.now()));
  const end = () => ((pending -= 1), (last = Date.now()));
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  try {
    while (pending > 0 || Date.now() - last < quiet) await page.waitForTimeout(100);
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}

// Each tenant's console in its own colours, title and default language (longer words in pt).
describe.each(TENANT_IDS)('tenant %s: the console fits a tablet', (tenantId) => {
  const { definition } = loadTenant(tenantId);
  const origin = `http://${tenantId}.localhost:${port}`;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;

  beforeAll(async () => {
    mkdirSync(artifactsDir, { recursive: true });
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it(
    'at 1024×768 no screen an admin can open is cut off at the side',
    { timeout: 120_000 },
    async () => {
      const context = await browser.newContext({
        viewport: { width: 1024, height: 768 },
        locale: definition.languages.default,
      });
      const page = await context.newPage();
      await page.goto(`${origin}/admin/`);
      const token = await staffTokenWithApi(page, 'admin');
      await page.evaluate((value) => sessionStorage.setItem('backoffice.token', value), token);
      await page.goto(`${origin}/admin/`);
      const tabs = page.getByRole('navigation', { name: 'queues' }).getByRole('link');
      await tabs.last().waitFor();
      const cut: Record<string, string[]> = {};
      for (const tab of await tabs.all()) {
        const name = (await tab.innerText()).trim();
        await tab.click();
        await settled(page);
        const overflow = await sidewaysOverflow(page);
        if (overflow.length > 0) {
          cut[name] = overflow;
          await page.screenshot({
            path: join(artifactsDir, `console-1024-${tenantId}-${name.replace(/\W/g, '')}.png`),
            fullPage: true,
          });
        }
      }
      expect(cut).toEqual({});
    },
  );
});
