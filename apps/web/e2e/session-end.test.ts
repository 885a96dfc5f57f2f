import { tenantsCovering } from './tenant-rules';
import { describe, expect, inject, it } from 'vitest';
import { callApi } from './account-helpers';
import { phoneSession } from './browser';
import { signInWithApi, typeFreshCode } from './sign-in';
import { loadTenant } from '../vite/load-tenant';

const port = inject('port');
const phone = phoneSession();

describe.each(tenantsCovering('two-factor policy'))(
  'tenant %s: a session the server ends',
  (tenantId) => {
    const origin = `http://${tenantId}.localhost:${port}`;

    // Long enough for a second factor whose three current codes earlier sign-ins of the run used.
    it(
      'says so at the login screen and returns to the same screen after signing in',
      { timeout: 120_000 },
      async () => {
        const { page } = phone;
        await page.goto(`${origin}/unauthorized`);
        const token = await signInWithApi(page);
        await page.evaluate((value) => localStorage.setItem('token', value), token);
        await page.goto(`${origin}/transaction`);
        await page.getByRole('heading', { name: 'Fund transactions' }).waitFor();
        // The page's own first reads finish first: one still in flight at the logout would find
        // the session over before the reload below, and the reload would then forget why.
        await page.waitForLoadState('networkidle');

        // Signed out elsewhere (another tab, a password change): the next call finds out.
        await callApi(page, 'POST', '/user/logout', { token });
        await page.reload();

        await page.waitForURL(`${origin}/LoginUp`);
        await page.getByText('Your session has ended — please sign in again.').waitFor();
        await page.getByLabel('Username').fill('demo');
        await page.getByLabel('Password').fill('demo12');
        await page.getByRole('checkbox').check();
        await page.getByRole('button', { name: 'Login', exact: true }).click();
        // Where the demo has a second factor (INR), sign-in then asks for a code.
        if (loadTenant(tenantId).definition.security.twoFactor === 'required')
          await typeFreshCode(page, 'Login');
        await page.waitForURL(`${origin}/transaction`);
        await page.getByRole('heading', { name: 'Fund transactions' }).waitFor();
        expect(await page.getByText(/Your session has ended/).count()).toBe(0);
      },
    );
  },
);
