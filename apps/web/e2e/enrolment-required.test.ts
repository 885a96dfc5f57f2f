import { describe, inject, it } from 'vitest';
import { phoneSession } from './browser';
import { confirmOnReview } from './review-step';
import { registerWithApi } from './sign-in';
import { tenantsWhere } from './tenant-rules';

const port = inject('port');
const phone = phoneSession();

/** The tenants whose data makes two-factor sign-in mandatory (INR). */
const REQUIRING = tenantsWhere((tenant) => tenant.security.twoFactor === 'required');

describe.each(REQUIRING)('tenant %s: two-factor sign-in required', (tenantId) => {
  const origin = `http://${tenantId}.localhost:${port}`;

  it('takes a new user to the set-up at sign-in and when money waits for it; they can sign out', async () => {
    const { page } = phone;
    await page.goto(`${origin}/unauthorized`);
    const { username, password } = await registerWithApi(page, tenantId, 'en');

    await page.goto(`${origin}/login`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${origin}/account/two-factor`);
    const explained = page.getByText(
      'This app requires two-factor sign-in. Turn it on to deposit, trade and withdraw.',
    );
    await explained.waitFor();

    // Reading elsewhere is allowed; a money call refused for the missing factor leads back.
    await page.goto(`${origin}/depositUSDT`);
    await page.getByLabel('Amount (USDT)').fill('100');
    await confirmOnReview(page);
    await page.waitForURL(`${origin}/account/two-factor`);
    await explained.waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${origin}/login`);
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
  });
});
