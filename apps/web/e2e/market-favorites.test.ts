import { TenantId } from '@trading/contract/tenant';
import { describe, expect, inject, it } from 'vitest';
import { phoneSession } from './browser';
import { loginAsDemo, swipeLeft } from './market-support';

const port = inject('port');

// English whatever the tenant's default, so the assertions read one catalogue.
const phone = phoneSession();

describe.each(TenantId.options)('tenant %s: favourites', (tenantId) => {
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
});
