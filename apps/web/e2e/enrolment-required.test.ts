import { describe, inject, it } from 'vitest';
import { loadTenant } from '../vite/load-tenant';
import { TENANT_IDS } from '../vite/tenant-id';
import { callApi } from './account-helpers';
import { fillBankWithdrawal } from './bank-samples';
import { phoneSession } from './browser';

const port = inject('port');
const phone = phoneSession();

/** The tenants whose data makes two-factor sign-in mandatory (INR). */
const REQUIRING = TENANT_IDS.filter(
  (id) => loadTenant(id).definition.security.twoFactor === 'required',
);

describe.each(REQUIRING)('tenant %s: two-factor sign-in required', (tenantId) => {
  const { definition } = loadTenant(tenantId);
  const origin = `http://${tenantId}.localhost:${port}`;

  it('takes a new user to the set-up at sign-in and when money waits for it; they can sign out', async () => {
    const { page } = phone;
    const username = `en_${tenantId}_${Date.now().toString(36)}`.slice(0, 20);
    await page.goto(`${origin}/unauthorized`);
    await callApi(page, 'POST', '/user/register', {
      body: { username, password: 'abc123', authCode: `JOIN-${tenantId.toUpperCase()}` },
    });

    await page.goto(`${origin}/login`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('abc123');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${origin}/account/two-factor`);
    const explained = page.getByText(
      'This app requires two-factor sign-in. Turn it on to deposit, trade and withdraw.',
    );
    await explained.waitFor();

    // Reading elsewhere is allowed; a money call refused for the missing factor leads back.
    await page.goto(`${origin}/withdraw`);
    await fillBankWithdrawal(page, definition, 'Not Enrolled');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(`${origin}/account/two-factor`);
    await explained.waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${origin}/login`);
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
  });
});
