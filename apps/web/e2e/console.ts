import { mkdirSync } from 'node:fs';
import { TOTP_STEP_MS, totpCode } from '@trading/e2e/demo-investor';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { PNG, sendApi } from './account-helpers';
import { launchBrowser } from './browser';
import { artifactsDir } from './paths';

/**
 * The demo staff the server seeds in every tenant, with their documented TOTP keys (README,
 * back office): staff always sign in with a second factor.
 */
export const STAFF = {
  reviewer: { password: 'reviewer-desk-26', secret: 'RLW7XNG7233GPZ2C2I22FEX5WY3GRAPZ' },
  reviewer2: { password: 'reviewer-desk-26', secret: 'STFXQIPAFICUPM62VVGKF5ZCHJG3TEXM' },
  operator: { password: 'operator-desk-26', secret: 'LH2JVXBFMEKH3VWPKVJ2FS7H4VVFFBSD' },
  admin: { password: 'admin-desk-2026', secret: '3PTWZKKZ6AENGXQ2G3SAS5YKX5MX7QCP' },
  admin2: { password: 'admin-desk-2026', secret: 'PZPPS6J6B7IJUKZS3RTVGPDSYR3A2IK3' },
} as const;
export type DemoStaff = keyof typeof STAFF;

/**
 * The codes the server accepts now, oldest first. A code an earlier sign-in of the run used
 * is refused (replay) and the next is tried; the three cover three sign-ins of one member
 * within 30 s, more than any test makes. None is waited for: all refused fails the test.
 */
async function withCodeOfNow(secret: string, tryCode: (code: string) => Promise<boolean>) {
  const now = Math.floor(Date.now() / TOTP_STEP_MS);
  for (let step = now - 1; step <= now + 1; step++)
    if (await tryCode(totpCode(secret, step))) return;
  throw new Error('every code of this 30 s window was refused');
}

/**
 * Signs a staff member in to the tenant's console through its own form: the password, then
 * the code of their key — the documented one of a demo member, or at a first sign-in the new
 * key the form shows (answered; a member made by a test passes its password).
 */
export async function signInToConsole(
  page: Page,
  origin: string,
  staff: string,
  password: string = STAFF[staff as DemoStaff].password,
): Promise<void> {
  await page.goto(`${origin}/admin/`);
  await page.getByLabel('Username').fill(staff);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const field = page.getByLabel('Authenticator code');
  await field.waitFor();
  const shown = page.getByLabel('Authenticator key');
  const secret = (await shown.count())
    ? (await shown.innerText()).replace(/\s/g, '')
    : STAFF[staff as DemoStaff].secret;
  await withCodeOfNow(secret, async (code) => {
    await field.fill(code);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/user/login/second-factor')),
      page.getByRole('button', { name: 'Verify' }).click(),
    ]);
    return ((await answer.json()) as { code: number }).code === 0;
  });
  await page.getByRole('navigation', { name: 'queues' }).waitFor();
}

/** A demo staff member's token through the API, from a page of the tenant's origin. */
export async function staffTokenWithApi(page: Page, staff: DemoStaff): Promise<string> {
  const { password, secret } = STAFF[staff];
  const first = await sendApi(page, 'POST', '/user/login', { body: { username: staff, password } });
  if (first.code !== 0) throw new Error(`staff sign-in failed: ${first.msg}`);
  const { ticket } = first.data as { ticket: string };
  let token = '';
  await withCodeOfNow(secret, async (code) => {
    const answer = await sendApi(page, 'POST', '/user/login/second-factor', {
      body: { ticket, secondFactor: { code } },
    });
    token = (answer.data as { token?: string } | null)?.token ?? '';
    return answer.code === 0;
  });
  return token;
}

/** A staff member's desk: a desktop window in English, where the console's tests run. */
export function deskContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
}

/** What {@link consoleDesk} hands a test file; read inside tests, not at collection time. */
export interface ConsoleDesk {
  readonly browser: Browser;
  /** One desk for the file: the investor's page and the staff pages a test opens on it. */
  readonly desk: BrowserContext;
  /** A page of the desk for the investor's own calls (registering, uploading, the app). */
  readonly investor: Page;
}

/**
 * For a console test file: one Chromium, one desk with an investor's page, and the folder
 * its screenshots go to.
 */
export function consoleDesk(): ConsoleDesk {
  const session = {} as { browser: Browser; desk: BrowserContext; investor: Page };
  beforeAll(async () => {
    mkdirSync(artifactsDir, { recursive: true });
    session.browser = await launchBrowser();
    session.desk = await deskContext(session.browser);
    session.investor = await session.desk.newPage();
  });
  afterAll(() => session.browser?.close());
  return session;
}

/** A staff member signed in through the console's form on a new page of `context`. */
export async function staffPage(
  context: BrowserContext,
  origin: string,
  staff: DemoStaff,
): Promise<Page> {
  const page = await context.newPage();
  await signInToConsole(page, origin, staff);
  return page;
}

/**
 * Uploads the test image from the investor's page, as the app's uploader sends it; `tag`
 * after the PNG makes an image of its own content (the server flags a receipt seen before).
 */
export function uploadImage(
  page: Page,
  token: string,
  bizType: 'KYC' | 'DEPOSIT',
  tag = '',
): Promise<number> {
  return page.evaluate(
    async ({ token, bizType, png, tag }) => {
      const form = new FormData();
      form.append('bizType', bizType);
      const bytes = Uint8Array.from(atob(png) + tag, (c) => c.charCodeAt(0));
      form.append('file', new Blob([bytes], { type: 'image/png' }), 'photo.png');
      const res = await fetch('/api/app/upload', {
        method: 'POST',
        headers: { token },
        body: form,
      });
      const body = (await res.json()) as { code: number; data: { id: number } };
      if (body.code !== 0) throw new Error(`upload refused: ${JSON.stringify(body)}`);
      return body.data.id;
    },
    { token, bizType, png: PNG.toString('base64'), tag },
  );
}

/**
 * What of the console runs past the window sideways: the page itself, or a screen's frame
 * (`main`) scrolling its content out of sight. Empty when nothing is cut off.
 */
export function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [document.documentElement, ...document.querySelectorAll('main')]
      .filter((box) => box.scrollWidth > box.clientWidth + 1)
      .map((box) => `${box.tagName.toLowerCase()}: ${box.scrollWidth}px in ${box.clientWidth}px`),
  );
}
