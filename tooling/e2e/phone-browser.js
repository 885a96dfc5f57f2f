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

/** A phone: 390×844 at 3×, touch, mobile viewport, en-US. */
export function phoneContext(browser, options = {}) {
  return browser.newContext({
    ...options,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
}
