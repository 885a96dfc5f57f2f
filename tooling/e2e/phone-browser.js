import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Headless Debian Chromium as these machines need it: nothing in the background, *.localhost on loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP *.localhost 127.0.0.1',
];

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/**
 * Resolves once the app has taken the page over (`<html data-app="live">`, set by its shell
 * after the first commit). A server-rendered page shows its buttons before its JavaScript runs,
 * and a tap then does nothing, as on a phone; a test acts once the app answers. Pages that
 * are not the app (no #root) resolve at once.
 */
export function appLive(page) {
  return page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.dataset.app === 'live',
    undefined,
    { timeout: 30_000 },
  );
}

/** Navigations of the page wait for {@link appLive} after the document has loaded. */
function waitForAppAfterNavigations(page) {
  for (const name of ['goto', 'reload', 'goBack', 'goForward']) {
    const navigate = page[name].bind(page);
    page[name] = async (...args) => {
      const response = await navigate(...args);
      if (page.url().startsWith('http')) await appLive(page);
      return response;
    };
  }
}

/**
 * A phone: 390×844 at 3×, touch, mobile viewport, en-US. Its pages wait for the app on navigation.
 * Set to light mode, as most phones are, unless asked (`colorScheme`): Chromium treats "no
 * preference" as light too, so a test that wants a tenant's own scheme asks for it.
 */
export async function phoneContext(browser, options = {}) {
  const context = await browser.newContext({
    colorScheme: 'light',
    ...options,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  context.on('page', waitForAppAfterNavigations);
  return context;
}
