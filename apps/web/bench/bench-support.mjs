// What the browser benches share: the real server, Chromium as a phone, and the frame maths.
import { freePort } from '@trading/e2e/free-port';
import { startServerBuild } from '@trading/e2e/server-build';
import { CHROMIUM_ARGS, launchChromium, phoneContext } from '@trading/e2e/phone-browser';

export { CHROMIUM_ARGS, freePort, launchChromium, phoneContext };

export const FRAME_MS = 1000 / 60;

/** The server build on an empty temporary database, in production mode; `stop` removes both. */
export const startRealServer = startServerBuild;

/** Debian's Chromium as a phone (390×844, touch), English, *.localhost on loopback. */
export async function launchPhone() {
  const browser = await launchChromium();
  const context = await phoneContext(browser);
  await context.addInitScript(() => localStorage.setItem('language', 'en'));
  return { browser, context };
}

/** Exits the process after `ms` whatever state the bench is in, so it never hangs a run. */
export function deadline(name, ms) {
  const timer = setTimeout(() => {
    console.error(`${name} gave up after ${ms / 1000} s`);
    process.exit(1);
  }, ms);
  return () => clearTimeout(timer);
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

/** Frames the page missed between consecutive `requestAnimationFrame` times (ms). */
export function droppedFrames(frameTimes) {
  let dropped = 0;
  for (let i = 1; i < frameTimes.length; i++)
    dropped += Math.max(0, Math.round((frameTimes[i] - frameTimes[i - 1]) / FRAME_MS) - 1);
  return dropped;
}

/**
 * Starts recording `requestAnimationFrame` times in the page; the returned function stops
 * and hands them over.
 */
export async function recordFrames(page) {
  await page.evaluate(() => {
    const w = window;
    w.__benchFrames = [];
    w.__benchStop = false;
    const loop = (t) => {
      w.__benchFrames.push(t);
      if (!w.__benchStop) requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  });
  return () =>
    page.evaluate(() => {
      window.__benchStop = true;
      return window.__benchFrames;
    });
}

/**
 * Lighthouse sometimes rejects a protocol call for a tab that is already gone ("Page.enable:
 * Session closed", from its wait for a quiet page) outside any promise a bench holds, which
 * would end the whole bench. The run it belonged to fails or is retried by the bench, so the
 * stray rejection is reported and the bench goes on.
 */
export function reportStrayLighthouseRejections() {
  process.on('unhandledRejection', (error) => {
    console.error(`stray Lighthouse rejection: ${String(error).split('\n')[0]}`);
  });
}
