import { tenantsCovering } from './tenant-rules';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { phoneSession } from './browser';
import { typeFreshCode } from './sign-in';
import { loadTenant } from '../vite/load-tenant';

const port = inject('port');
/** More Tab presses than any screen has controls before the one sought. */
const MAX_TABS = 40;

const phone = phoneSession();

/** Presses Tab until `target` has the focus, as a keyboard user would reach it. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target.toString()} was not reached within ${MAX_TABS} Tab presses`);
}

describe.each(tenantsCovering('two-factor policy'))('keyboard only, tenant %s', (tenantId) => {
  const origin = `http://${tenantId}.localhost:${port}`;
  it('reaches and follows every tab of the named tab bar', async () => {
    await phone.page.goto(`${origin}/`);
    const tabBar = phone.page.getByRole('navigation', { name: 'Main navigation' });
    const names = ['Home', 'Market', 'Favorite', 'Holdings', 'Account'];
    for (const name of names) await tabBar.getByRole('link', { name, exact: true }).waitFor();
    expect(await tabBar.getByRole('link').count()).toBe(names.length);

    const market = tabBar.getByRole('link', { name: 'Market', exact: true });
    await tabTo(phone.page, market);
    await phone.page.keyboard.press('Enter');
    await phone.page.waitForURL(`${origin}/market`);
    await tabBar.locator('[aria-current="page"]', { hasText: 'Market' }).waitFor();
  });

  // Long enough for a second factor whose current codes earlier sign-ins of the run used.
  it(
    'signs in through the login form with Tab, Space and Enter',
    { timeout: 120_000 },
    async () => {
      await phone.page.goto(`${origin}/login`);
      const username = phone.page.getByRole('textbox', { name: 'Username' });
      await username.waitFor();
      await tabTo(phone.page, username);
      await phone.page.keyboard.type('demo');
      // A password field has no textbox role; its label names it.
      await tabTo(phone.page, phone.page.getByLabel('Password', { exact: true }));
      await phone.page.keyboard.type('demo12');
      const agreement = phone.page.getByRole('checkbox', { name: /User Agreement/ });
      await tabTo(phone.page, agreement);
      await phone.page.keyboard.press('Space');
      expect(await agreement.isChecked()).toBe(true);
      await tabTo(phone.page, phone.page.getByRole('button', { name: 'Login', exact: true }));
      await phone.page.keyboard.press('Enter');
      // Where the demo has a second factor (INR), sign-in then asks for a code.
      if (loadTenant(tenantId).definition.security.twoFactor === 'required')
        await typeFreshCode(phone.page, 'Login');
      await phone.page.waitForURL(`${origin}/account`);
      expect(await phone.page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    },
  );
});
