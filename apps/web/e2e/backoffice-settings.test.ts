import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { tenantsCovering } from './tenant-rules';
import { loadTenant } from '../vite/load-tenant';
import { callApi, sendApi } from './account-helpers';
import { launchBrowser } from './browser';
import { deskContext, signInToConsole, staffTokenWithApi } from './console';
import { artifactsDir } from './paths';

const port = inject('port');

/** The contract's AUTH_CODE_INCORRECT: registration with a code the tenant no longer takes. */
const AUTH_CODE_INCORRECT = 20002;

interface Settings {
  registrationCode: string;
  minDeposit: string;
  maxDeposit: string | null;
  minWithdraw: string;
  withdrawalSecondApprovalAbove: Record<string, string>;
}

describe.each(tenantsCovering())('tenant %s: an admin changes the tenant settings', (tenantId) => {
  const { definition } = loadTenant(tenantId);
  const currency = definition.currency.code;
  const origin = `http://${tenantId}.localhost:${port}`;
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it(
    'a new registration code and threshold apply at once and are audited; an operator has no Settings tab',
    { timeout: 120_000 },
    async () => {
      const desk = await deskContext(browser);
      const outside = await desk.newPage();
      await outside.goto(`${origin}/unauthorized`);
      const token = await staffTokenWithApi(outside, 'admin');
      const original = await callApi<Settings>(outside, 'GET', '/admin/tenant', { token });
      const register = (authCode: string) =>
        sendApi(outside, 'POST', '/user/register', {
          body: { username: `set${tenantId}${Date.now() % 1e9}`, password: 'abc123', authCode },
        });

      const operator = await desk.newPage();
      await signInToConsole(operator, origin, 'operator');
      expect(await operator.getByRole('link', { name: 'Settings' }).count()).toBe(0);

      const page = await desk.newPage();
      await signInToConsole(page, origin, 'admin');
      await page.getByRole('link', { name: 'Settings' }).click();
      const code = page.getByLabel('Registration code');
      expect(await code.inputValue()).toBe(`JOIN-${tenantId.toUpperCase()}`);
      // The label is matched up to its bracket, where the release value follows.
      const threshold = page.getByLabel(new RegExp(`^Second approver above, ${currency} \\(`));
      expect(await threshold.inputValue()).toBe(original.withdrawalSecondApprovalAbove[currency]);

      try {
        // Refused by the form: nothing is sent.
        await threshold.fill('a lot');
        await page.getByRole('button', { name: 'Propose settings' }).click();
        await threshold.and(page.locator('[aria-invalid="true"]')).waitFor();
        expect(await page.getByRole('status').count()).toBe(0);

        const newCode = `OPEN-${tenantId.toUpperCase()}-27`;
        await code.fill(newCode);
        await threshold.fill('12345');
        await page.getByRole('button', { name: 'Propose settings' }).click();
        await page.getByRole('status').filter({ hasText: 'Proposed as #' }).waitFor();
        await page.screenshot({ path: join(artifactsDir, `backoffice-${tenantId}-settings.png`) });
        // Nothing changes until a second admin approves (four eyes).
        expect((await register(newCode)).code).toBe(AUTH_CODE_INCORRECT);
        const second = await desk.newPage();
        await signInToConsole(second, origin, 'admin2');
        await second.getByRole('link', { name: 'Approvals' }).click();
        const card = second.getByRole('region', { name: /^Proposal #/ }).filter({
          hasText: 'Tenant settings',
        });
        await card.getByRole('cell', { name: newCode }).waitFor();
        await second.screenshot({
          path: join(artifactsDir, `backoffice-${tenantId}-approvals.png`),
        });
        await card.getByRole('button', { name: 'Approve and apply' }).click();
        await card.waitFor({ state: 'detached' });
        await page.reload();
        expect(
          await page.getByLabel(new RegExp(`^Second approver above, ${currency} \\(`)).inputValue(),
        ).toBe('12345.00');

        expect((await register(original.registrationCode)).code).toBe(AUTH_CODE_INCORRECT);
        expect((await register(newCode)).code).toBe(0);
        const now = await callApi<Settings>(outside, 'GET', '/admin/tenant', { token });
        expect(now.withdrawalSecondApprovalAbove[currency]).toBe('12345.00');

        await page.getByRole('link', { name: 'Audit' }).click();
        await page.getByRole('cell', { name: 'TENANT_SETTINGS' }).first().waitFor();
      } finally {
        const restore = await callApi<{ id: number }>(outside, 'POST', '/admin/tenant', {
          token,
          body: original,
        });
        const second = await staffTokenWithApi(outside, 'admin2');
        await callApi(outside, 'POST', `/admin/proposals/${restore.id}/approve`, { token: second });
      }
      expect((await register(original.registrationCode)).code).toBe(0);
    },
  );
});
