import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempWebDist, type TempWebDist } from '../support/temp-web-dist';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * The render queue's bound, with a web build whose server entry renders only when the test
 * lets it: one page renders at a time (SERVER_RENDER_CONCURRENCY=1) and one may wait
 * (SERVER_RENDER_QUEUE=1).
 */
const gate = globalThis as { renderGate?: Promise<void> };

const ENTRY = `
export async function render({ url }) {
  await globalThis.renderGate;
  return { head: '', html: '<p>rendered ' + url + '</p>', state: '', link: '', language: 'en', errors: [] };
}
`;
const INDEX = `<!doctype html><html lang="en"><head><title>ngn</title>
<script type="application/json" id="tenant-data">{"definition":{"languages":{"offered":["en"]}}}</script>
</head><body><div id="root"></div></body></html>`;

describe('server rendering under a crowd', () => {
  let t: TestApp;
  let webDist: TempWebDist;
  beforeAll(async () => {
    webDist = tempWebDist({ 'ngn/index.html': INDEX, 'server/entry-server.js': ENTRY });
    t = await startTestApp('pglite', {
      env: {
        NODE_ENV: 'production',
        WEB_DIST: webDist.dir,
        SERVER_RENDER_CONCURRENCY: '1',
        SERVER_RENDER_QUEUE: '1',
      },
    });
  });
  afterAll(async () => {
    delete gate.renderGate;
    await t?.close();
    webDist?.remove();
  });

  // inject() sends nothing until its answer is awaited; an async function awaits it at once.
  const page = async (path: string) =>
    t.app.inject({ url: path, headers: { host: 'ngn.localhost' } });

  it('sends pages past the queue unrendered at once, and renders the ones in it in turn', async () => {
    let open!: () => void;
    gate.renderGate = new Promise((resolve) => (open = resolve));
    const answers = ['/market', '/newsList', '/'].map((path) => page(path));
    // The third waits for no one: with one page rendering and one waiting, it is sent as it is.
    const third = await answers[2]!;
    expect(third.statusCode).toBe(200);
    expect(third.body).toContain('<div id="root"></div>');
    open();
    const [first, second] = await Promise.all(answers.slice(0, 2));
    expect(first!.body).toContain('<p>rendered /market</p>');
    expect(second!.body).toContain('<p>rendered /newsList</p>');
    // The queue drained: the next page renders again.
    expect((await page('/')).body).toContain('<p>rendered /</p>');
  });
});
