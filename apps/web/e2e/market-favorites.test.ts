import { tenantsCovering } from './tenant-rules';
import { describe, expect, inject, it } from 'vitest';
import { phoneSession } from './browser';
import { loginAsDemo, swipeLeft, touchPull } from './market-support';

const port = inject('port');

// English whatever the tenant's default, so the assertions read one catalogue.
const phone = phoneSession();

describe.each(tenantsCovering())('tenant %s: favourites', (tenantId) => {
  const origin = `http://${tenantId}.localhost:${port}`;
  it('adds a favourite from /searchFavorite and swipes it away on /favorite', async () => {
    await loginAsDemo(phone.page, origin);
    await phone.page.goto(`${origin}/searchFavorite`);
    const star = phone.page
      .locator('button[aria-pressed="false"][aria-label^="Favorite "]')
      .first();
    await star.waitFor();
    const label = (await star.getAttribute('aria-label'))!;
    const name = label.slice('Favorite '.length);
    // Taps, as on a phone: ui-kit's PullRefresh captures mouse pointers inside lists.
    await star.tap();
    await phone.page.locator(`button[aria-label="${label}"][aria-pressed="true"]`).waitFor();

    await phone.page.goto(`${origin}/favorite`);
    const row = phone.page.getByTestId('stock-row').filter({ hasText: name });
    await row.waitFor();
    const rows = await phone.page.getByTestId('stock-row').count();
    await swipeLeft(phone.page, `[data-testid="stock-row"]:has-text("${name}")`);
    const remove = phone.page.locator('li', { has: row }).getByRole('button', { name: 'Remove' });
    await remove.tap();
    await row.waitFor({ state: 'detached' });
    expect(await phone.page.getByTestId('stock-row').count()).toBe(rows - 1);
  });

  it('refreshes on a pull from the blank area under the short list, by touch and by mouse', async () => {
    await loginAsDemo(phone.page, origin);
    let fetches = 0;
    phone.page.on('request', (request) => {
      if (request.url().includes('/api/stock/myStocks')) fetches += 1;
    });
    await phone.page.goto(`${origin}/favorite`);
    await phone.page.getByText('No more data').waitFor();
    const surface = phone.page.locator('[data-status]');
    const end = (await phone.page.getByText('No more data').boundingBox())!;
    const box = (await surface.boundingBox())!;
    // The demo investor has a handful of favourites: the blank part runs to the tab bar.
    expect(box.y + box.height - (end.y + end.height)).toBeGreaterThan(200);
    const blank = { x: box.x + box.width / 2, y: end.y + end.height + 40 };
    const before = fetches;

    await touchPull(phone.page, blank);
    await expect.poll(() => fetches).toBe(before + 1);
    await phone.page.locator('[data-status="normal"]').waitFor();

    await phone.page.mouse.move(blank.x, blank.y);
    await phone.page.mouse.down();
    await phone.page.mouse.move(blank.x, blank.y + 150, { steps: 8 });
    await phone.page.mouse.up();
    await expect.poll(() => fetches).toBe(before + 2);
  });
});
