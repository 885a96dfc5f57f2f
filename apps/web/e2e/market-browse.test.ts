import { tenantsCovering } from './tenant-rules';
import { describe, expect, inject, it } from 'vitest';
import { loadTenant } from '../vite/load-tenant';
import { phoneSession } from './browser';

const port = inject('port');

// English whatever the tenant's default, so the assertions read one catalogue.
const phone = phoneSession();

describe.each(tenantsCovering('US market', 'index tab'))(
  'tenant %s: home → market → stock',
  (tenantId) => {
    const tenant = loadTenant(tenantId);
    const origin = `http://${tenantId}.localhost:${port}`;
    const marketTitle =
      tenant.definition.market.titles?.en ?? tenant.definition.market.defaultMarketTitle;
    it('opens the market tab from home, switches tab and opens a stock', async () => {
      await phone.page.goto(`${origin}/`);
      await phone.page.locator('main').waitFor();
      await phone.page.locator('nav a[href="/market"]').last().click();
      await phone.page.waitForURL(`${origin}/market`);

      const defaultTab = phone.page.getByRole('tab', {
        name: marketTitle,
      });
      await defaultTab.click();
      await phone.page.waitForURL(`${origin}/market?tab=1`);
      await phone.page.getByRole('tab', { name: marketTitle, selected: true }).waitFor();
      const tabCount = await phone.page.getByRole('tab').count();
      expect(tabCount).toBe(
        3 + Number(tenant.definition.market.showIndexTab) + Number(tenant.definition.usMarketShow),
      );

      const row = phone.page.getByTestId('stock-row').first();
      await row.waitFor();
      const href = await row.getAttribute('href');
      expect(href).toMatch(/^\/stock\/\d+$/);
      // A tap, as on a phone: ui-kit's PullRefresh captures mouse pointers, so a mouse click on a
      // row inside it never reaches the row (reported to the kit's owner).
      await row.tap();
      await phone.page.waitForURL(`${origin}${href}`);
      await phone.page.locator('main').waitFor();
    });

    it('orders the rows by what each column title says', async () => {
      // No live feed: ticks would move the shown values after the server ordered them.
      await phone.page.routeWebSocket(/\/api\/ws/, () => {});
      await phone.page.goto(`${origin}/market?tab=1`);
      const rows = phone.page.getByTestId('stock-row');
      await rows.first().waitFor();
      // A row reads: symbol, name, price, change, percent; the last two numbers.
      const columns = async () =>
        (await rows.allInnerTexts()).map((text) => {
          const signed = text.match(/[+-]?[\d,]*\.\d+/g) ?? [];
          return signed.slice(-2).map((value) => Number(value.replace(/,/g, '')));
        });
      const ascending = (values: number[]) =>
        values.every((v, i) => i === 0 || values[i - 1]! <= v);
      await phone.page.getByRole('button', { name: /^Price · Chg,/ }).click();
      await expect
        .poll(async () => ascending((await columns()).map(([change]) => change!)), {
          timeout: 10_000,
        })
        .toBe(true);
      await phone.page.getByRole('button', { name: /^1-day change,/ }).click();
      await expect
        .poll(async () => ascending((await columns()).map(([, percent]) => percent!)), {
          timeout: 10_000,
        })
        .toBe(true);
    });
  },
);
