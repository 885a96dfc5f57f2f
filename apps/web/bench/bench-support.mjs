// What the browser benches share: the real server, Chromium as a phone, and the frame maths.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

export const FRAME_MS = 1000 / 60;
const webRoot = new URL('..', import.meta.url).pathname;
const repoRoot = join(webRoot, '..', '..');
const serverMain = join(repoRoot, 'apps', 'server', 'dist', 'main.js');

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The server build on an empty temporary database, in production mode; `stop` removes both. */
export async function startRealServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'web-bench-'));
  const server = spawn('node', [serverMain], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SCRYPT_COST: '10',
      DATABASE_URL: '',
    },
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}/api/tenant/config`;
  for (let tries = 0; tries < 360; tries++) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(url)).ok) return { port, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`no answer from ${url}`);
}

/** Headless Debian Chromium flags for measuring: nothing in the background, *.localhost on loopback. */
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

/** Debian's Chromium as a phone (390×844, touch), English, *.localhost on loopback. */
export async function launchPhone() {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
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
