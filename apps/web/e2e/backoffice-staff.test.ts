import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { tenantsCovering } from './tenant-rules';
import { launchBrowser } from './browser';
import { deskContext, signInToConsole } from './console';
import { artifactsDir } from './paths';

const port = inject('port');

/** Exactly six characters, the contract's rule for a password. */
const PASSWORD = 'desk-member-26';

/** A control refused by the form's check: marked invalid, its complaint under it. */
const refused = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).and(page.locator('[aria-invalid="true"]'));

/** A tab of the console's bar, by its name. */
const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'queues' }).getByRole('link', { name, exact: true });

describe.each(tenantsCovering())('tenant %s: an admin manages the console staff', (tenantId) => {
  const origin = `http://${tenantId}.localhost:${port}`;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(artifactsDir, { recursive: true });
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it(
    'a reviewer added, raised to operator and disabled (signed out, refused); each change audited; an operator has no Staff tab',
    { timeout: 180_000 },
    async () => {
      const desk = await deskContext(browser);

      const operator = await desk.newPage();
      await signInToConsole(operator, origin, 'operator');
      await tab(operator, 'Publish').waitFor();
      expect(await tab(operator, 'Staff').count()).toBe(0);

      const admin = await desk.newPage();
      await signInToConsole(admin, origin, 'admin');
      await tab(admin, 'Staff').click();
      // The admin's own row offers no changes.
      const own = admin
        .getByRole('row')
        .filter({ has: admin.getByRole('cell', { name: 'admin', exact: true }) });
      await own.getByText('you', { exact: true }).waitFor();
      expect(await own.getByRole('button').count()).toBe(0);

      // A short password is refused by the form, and nothing is sent.
      const username = `desk_${tenantId}${Date.now().toString(36)}`.slice(0, 20);
      await admin.getByLabel('Username', { exact: true }).fill(username);
      await admin.getByLabel('Password', { exact: true }).fill('abc');
      await admin.getByLabel('Role', { exact: true }).selectOption('reviewer');
      await admin.getByRole('button', { name: 'Add member' }).click();
      await refused(admin, 'Password').waitFor();
      expect(await admin.getByRole('status').count()).toBe(0);

      await admin.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await admin.getByRole('button', { name: 'Add member' }).click();
      await admin
        .getByRole('status')
        .filter({ hasText: `${username} can now sign in as Reviewer` })
        .waitFor({ timeout: 20_000 });
      const row = admin.getByRole('row').filter({ hasText: username });
      await row.getByText('Active', { exact: true }).waitFor();

      // The same username again is refused by the server, in its words.
      await admin.getByLabel('Username', { exact: true }).fill(username);
      await admin.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await admin.getByRole('button', { name: 'Add member' }).click();
      await admin
        .getByRole('alert')
        .filter({ hasText: 'This username is already taken' })
        .waitFor({ timeout: 20_000 });

      const member = await desk.newPage();
      await signInToConsole(member, origin, username, PASSWORD);
      await tab(member, 'Audit').waitFor();
      for (const name of ['Publish', 'Content', 'Staff']) {
        expect(await tab(member, name).count()).toBe(0);
      }

      // A new role works on the member's next call: after a reload they see the Publish tab.
      await row.getByLabel(`Role of ${username}`).selectOption('operator');
      const changeRole = row.getByRole('button', { name: 'Change role' });
      await changeRole.click();
      await expect.poll(() => changeRole.isDisabled(), { timeout: 20_000 }).toBe(true);
      await member.reload();
      await tab(member, 'Publish').waitFor({ timeout: 20_000 });
      expect(await tab(member, 'Staff').count()).toBe(0);

      // Disabling asks first: it signs the member out everywhere.
      await row.getByRole('button', { name: 'Disable', exact: true }).click();
      await row.screenshot({ path: `/tmp/staff-${tenantId}-confirm.png` });
      await row
        .getByRole('button', { name: `Disable ${username} and sign them out everywhere` })
        .click();
      await row.getByText('Disabled', { exact: true }).waitFor({ timeout: 20_000 });
      await row.getByRole('button', { name: 'Enable' }).waitFor();
      await admin.screenshot({ path: `/tmp/staff-${tenantId}.png`, fullPage: true });

      // The member's next call (the queues poll every few seconds) is refused: back to sign-in.
      const signIn = member.getByRole('button', { name: 'Sign in' });
      await signIn.waitFor({ timeout: 20_000 });
      await member.getByLabel('Username').fill(username);
      await member.getByLabel('Password').fill(PASSWORD);
      await signIn.click();
      await member.getByRole('alert').waitFor({ timeout: 20_000 });
      expect(await member.getByRole('navigation', { name: 'queues' }).count()).toBe(0);

      await tab(admin, 'Audit').click();
      for (const action of ['STAFF_CREATE', 'STAFF_ROLE', 'STAFF_DISABLE']) {
        await admin.getByRole('row').filter({ hasText: action }).first().waitFor();
      }
      await admin.screenshot({ path: join(artifactsDir, `backoffice-${tenantId}-staff.png`) });
      await desk.close();
    },
  );
});
