import { startMailCapture, type MailCapture } from '@trading/e2e/mail-capture';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { phoneSession } from './browser';
import { enrolWhenRequired, registerWithApi, signInWithApi, typeFreshCode } from './sign-in';
import { tenantsCovering } from './tenant-rules';

const port = inject('port');
const phone = phoneSession();
const NEW_PASSWORD = 'new456';

// The worker's server mails to this port (global-setup.ts); the link is read back from it.
let mail: MailCapture;
beforeAll(async () => {
  mail = await startMailCapture({ port: inject('smtpPort') });
});
afterAll(() => mail?.close());

// A tenant that requires a second factor (its reset asks for the code) and one that does not.
describe.each(tenantsCovering('two-factor policy'))('tenant %s: forgot password', (tenantId) => {
  const origin = `http://${tenantId}.localhost:${port}`;

  it('mails a link from sign-in that sets a new password, which then signs in', async () => {
    const { page } = phone;
    await page.goto(`${origin}/unauthorized`);
    const me = await registerWithApi(page, tenantId, 'fp', { withEmail: true });
    const token = await signInWithApi(page, me);
    const secret = await enrolWhenRequired(page, token, { stepUp: false });

    await page.goto(`${origin}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(me.email!);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText(/If an account has this email address, we have sent it a link/).waitFor();

    const sent = await mail.next(me.email!);
    const link = /https?:\/\/\S+\/newPassword\?token=\S+/.exec(sent.text)?.[0];
    expect(link, sent.text).toMatch(new RegExp(`^http://${tenantId}\\.localhost:${port}/`));
    await page.goto(link!);
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByLabel('Repeat password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Submit' }).click();
    if (secret) {
      await page.getByText(/This account has two-factor sign-in/).waitFor();
      await typeFreshCode(page, 'Submit', secret);
    }
    await page.waitForURL(`${origin}/login`);
    await page.getByText('Your password was changed. Sign in with the new one.').waitFor();

    await page.getByLabel('Username').fill(me.username);
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    if (secret) await typeFreshCode(page, 'Login', secret);
    await page.waitForURL(`${origin}/account`);
  });
});
