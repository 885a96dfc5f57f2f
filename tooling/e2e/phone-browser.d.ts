import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';

export declare const CHROMIUM_PATH: string;
/** Headless Debian Chromium as these machines need it: nothing in the background, *.localhost on loopback. */
export declare const CHROMIUM_ARGS: string[];
export declare function launchChromium(): Promise<Browser>;
/** A phone: 390×844 at 3×, touch, mobile viewport, en-US. */
export declare function phoneContext(
  browser: Browser,
  options?: BrowserContextOptions,
): Promise<BrowserContext>;
