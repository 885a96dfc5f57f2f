import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

export declare const CHROMIUM_PATH: string;
/** Headless Debian Chromium as these machines need it: nothing in the background, *.localhost on loopback. */
export declare const CHROMIUM_ARGS: string[];
export declare function launchChromium(): Promise<Browser>;
/** Resolves once the app has taken the page over (`<html data-app="live">`). */
export declare function appLive(page: Page): Promise<unknown>;
/** A phone: 390×844 at 3×, touch, mobile viewport, en-US. Its pages wait for the app on navigation. */
export declare function phoneContext(
  browser: Browser,
  options?: BrowserContextOptions,
): Promise<BrowserContext>;
