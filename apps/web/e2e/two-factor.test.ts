import { tenantsCovering } from './tenant-rules';
import { describe, expect, inject, it } from 'vitest';
import { loadTenant } from '../vite/load-tenant';
import { callApi } from './account-helpers';
import { addBankAccountInApp, BANK_SAMPLES, maskedNumber } from './bank-samples';
import { phoneSession } from './browser';
import { registerWithApi, signInPage, totpCode } from './sign-in';

const port = inject('port');
const phone = phoneSession();
const STEP_MS = 30_000;

describe.each(tenantsCovering('two-factor policy'))('tenant %s: two-factor sign-in', (tenantId) => {
  const { definition } = loadTenant(tenantId);
  const origin = `http://${tenantId}.localhost:${port}`;

  it(
    'turns TOTP on from the shown key, signs in with a code, and saving a bank account asks for one',
    { timeout: 180_000 },
    async () => {
      const { page } = phone;
      await page.goto(`${origin}/unauthorized`);
      const credentials = await registerWithApi(page, tenantId, 'tf');
      await signInPage(page, credentials);

      // Each code of the app is used once: the next one is from a later step than the last.
      let lastStep = Math.floor(Date.now() / STEP_MS) - 2;
      const nextCode = async (secret: string) => {
        const now = Math.floor(Date.now() / STEP_MS);
        const step = Math.max(lastStep + 1, now - 1);
        if (step > now + 1) await page.waitForTimeout((step - 1) * STEP_MS - Date.now() + 50);
        lastStep = step;
        return totpCode(secret, step);
      };

      await page.goto(`${origin}/account/two-factor`);
      await page.getByRole('button', { name: 'Turn on' }).click();
      // Adding a first factor asks for the password (a stolen session cannot add its own).
      const proof = page.getByRole('dialog', { name: 'Confirm it is you' });
      await proof.getByLabel('Password').fill(credentials.password);
      await proof.getByRole('button', { name: 'Confirm' }).click();
      await page.getByRole('img', { name: 'Authenticator set-up code' }).waitFor();
      const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await page.getByLabel('Authentication code').fill(await nextCode(secret));
      await page.getByRole('button', { name: 'Turn on' }).click();
      const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
      await expect.poll(() => codes.count()).toBe(10);
      await page.getByRole('button', { name: 'I saved these codes' }).click();
      await page.getByText('Two-factor sign-in is on').waitFor();
      await page.getByText('10 recovery codes left').waitFor();

      // Sign out, then sign in: the password, then the code.
      const token = await page.evaluate(() => localStorage.getItem('token')!);
      await callApi(page, 'POST', '/user/logout', { token });
      await page.evaluate(() => localStorage.removeItem('token'));
      await page.goto(`${origin}/login`);
      await page.getByLabel('Username').fill(credentials.username);
      await page.getByLabel('Password').fill(credentials.password);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByText('Enter the 6-digit code from your authenticator app').waitFor();
      await page.getByLabel('Authentication code').fill(await nextCode(secret));
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL(`${origin}/account`);

      // Saving where money may go asks for the second factor before anything else; stepped
      // up, the account is saved, listed masked.
      await page.goto(`${origin}/userBank`);
      await addBankAccountInApp(page, definition, 'Two Factor');
      const stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
      await stepUp.waitFor();
      await stepUp.getByLabel('Authentication code').fill(await nextCode(secret));
      await stepUp.getByRole('button', { name: 'Confirm' }).click();
      await page
        .getByText(`Two Factor · ${maskedNumber(BANK_SAMPLES[definition.id]!.accountNumber)}`)
        .waitFor();
      await expect.poll(() => stepUp.isVisible()).toBe(false);
    },
  );
});
