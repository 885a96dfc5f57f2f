import { launchChromium, phoneContext } from '@trading/e2e/phone-browser';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { preferEnglish } from './account-helpers';

export { CHROMIUM_PATH, phoneContext } from '@trading/e2e/phone-browser';

/** Debian's Chromium with the flags these machines need; *.localhost all resolve to loopback. */
export const launchBrowser = launchChromium;

/** What {@link phoneSession} hands a test file; read inside tests, not at collection time. */
export interface PhoneSession {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
}

/**
 * For a test file: one Chromium for the file, and for each test a fresh phone context that
 * prefers English, with one page, closed after the test.
 */
export function phoneSession(): PhoneSession {
  const session = {} as { browser: Browser; context: BrowserContext; page: Page };
  beforeAll(async () => {
    session.browser = await launchChromium();
  });
  afterAll(() => session.browser?.close());
  beforeEach(async () => {
    session.context = await phoneContext(session.browser);
    await preferEnglish(session.context);
    session.page = await session.context.newPage();
    return () => session.context.close();
  });
  return session;
}

/**
 * Pages of `page` run as the browser alone renders them: the server-rendered state is removed
 * while the document is parsed, before the app's module runs, so the app asks the API itself
 * (for tests that make those first reads fail).
 */
export async function withoutServerData(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver(() => document.getElementById('ssr-state')?.remove()).observe(document, {
      childList: true,
      subtree: true,
    });
  });
}
