import { BANNERS_MAX, ERRORS } from '@trading/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR } from '../../src/seed/demo-accounts';
import { sweepUnattachedUploads } from '../../src/uploads/upload-sweep';
import { api, ok, servicesOf } from '../money/money-api';
import { DB_KINDS } from '../support/databases';
import { signInStaff, type AsStaff, staffLogin } from '../support/staff';
import { startTestApp, type TestApp } from '../support/test-app';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const HOSTILE_BODY =
  '<p onclick="steal()">Rates <b>hold</b></p><script>steal()</script>' +
  '<a href="javascript:steal()">x</a><a href="https://example.com" target="_self">y</a>';

describe.each(DB_KINDS)('content editing in the console on %s', (kind) => {
  let t: TestApp;
  let as: AsStaff;
  beforeAll(async () => {
    t = await startTestApp(kind);
    as = await signInStaff(t.app);
  });
  afterAll(() => t?.close());

  const audit = async (action: string) =>
    (
      await ok(t.app, 'GET', '/admin/audit', { ...as('operator'), query: { limit: 200 } })
    ).entries.filter((a: { action: string }) => a.action === action);
  const draft = {
    title: 'Central bank holds rates',
    source: 'Desk',
    imageUrl: '/static/seed/ngn/banner-1.svg',
    content: HOSTILE_BODY,
    onMainPage: true,
    translations: { pt: { title: 'Banco central mantém juros' } },
  };

  it('publishes a story investors read at once, sanitised, in their language, and audits it', async () => {
    const { id } = await ok(t.app, 'POST', '/admin/content/news', as('operator', draft));
    const home = await api(t.app, 'POST', '/news/mainPageNews', {
      body: { pageNum: 1, pageSize: 5 },
    });
    expect(home.data.records[0]).toMatchObject({ id, title: draft.title });
    const read = await ok(t.app, 'GET', `/news/${id}`);
    expect(read.content).toBe(
      '<p>Rates <b>hold</b></p><a rel="noopener noreferrer" target="_blank">x</a>' +
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer">y</a>',
    );
    const inPt = await t.app.inject({
      url: `/api/news/${id}`,
      headers: { host: 'ngn.localhost', 'accept-language': 'pt' },
    });
    expect(inPt.json().data.title).toBe('Banco central mantém juros');

    const asWritten = await ok(t.app, 'GET', `/admin/content/news/${id}`, as('operator'));
    expect(asWritten).toMatchObject({ content: HOSTILE_BODY, onMainPage: true });
    const [entry] = await audit('CONTENT_NEWS_CREATE');
    expect(entry).toMatchObject({
      targetType: 'news',
      targetId: String(id),
      operatorName: 'operator',
    });
  });

  it('previews a body exactly as investors will receive it, saving nothing', async () => {
    const before = (
      await ok(t.app, 'GET', '/admin/content/news?pageNum=1&pageSize=50', as('operator'))
    ).total;
    const { html } = await ok(
      t.app,
      'POST',
      '/admin/content/news/preview',
      as('operator', { content: HOSTILE_BODY }),
    );
    expect(html).not.toMatch(/script|onclick|javascript/);
    const after = (
      await ok(t.app, 'GET', '/admin/content/news?pageNum=1&pageSize=50', as('operator'))
    ).total;
    expect(after).toBe(before);
  });

  it('edits a story in place (its date kept) and deletes it, each with before and after', async () => {
    const { id } = await ok(t.app, 'POST', '/admin/content/news', as('operator', draft));
    const created = await ok(t.app, 'GET', `/admin/content/news/${id}`, as('operator'));
    await ok(
      t.app,
      'POST',
      `/admin/content/news/${id}`,
      as('operator', { ...draft, title: 'Rates cut', onMainPage: false }),
    );
    const edited = await ok(t.app, 'GET', `/admin/content/news/${id}`, as('operator'));
    expect(edited).toMatchObject({
      title: 'Rates cut',
      onMainPage: false,
      pubDate: created.pubDate,
    });
    const [update] = await audit('CONTENT_NEWS_UPDATE');
    expect(update.before.title).toBe(draft.title);
    expect(update.after.title).toBe('Rates cut');

    await ok(t.app, 'POST', `/admin/content/news/${id}/delete`, as('operator'));
    expect((await api(t.app, 'GET', `/news/${id}`)).code).toBe(ERRORS.NOT_FOUND.code);
    expect(
      (await api(t.app, 'POST', `/admin/content/news/${id}/delete`, as('operator'))).code,
    ).toBe(ERRORS.NOT_FOUND.code);
    expect((await audit('CONTENT_NEWS_DELETE'))[0].before.title).toBe('Rates cut');
  });

  it("cannot touch another tenant's story", async () => {
    const inrToken = await staffLogin(t.app, DEMO_OPERATOR.username, 'inr.localhost');
    const { id } = await ok(t.app, 'POST', '/admin/content/news', {
      token: inrToken,
      host: 'inr.localhost',
      body: draft,
    });
    expect(
      (await api(t.app, 'POST', `/admin/content/news/${id}`, as('operator', draft))).code,
    ).toBe(ERRORS.NOT_FOUND.code);
    expect((await api(t.app, 'GET', `/admin/content/news/${id}`, as('operator'))).code).toBe(
      ERRORS.NOT_FOUND.code,
    );
  });

  it('refuses an empty title, a script link and an oversized carousel, field by field', async () => {
    const empty = await api(
      t.app,
      'POST',
      '/admin/content/news',
      as('operator', { ...draft, title: ' ' }),
    );
    expect(empty.code).toBe(ERRORS.VALIDATION.code);
    expect(empty.msg).toMatch(/title/i);
    const script = await api(
      t.app,
      'POST',
      '/admin/content/banners',
      as('operator', { banners: [{ imageUrl: 'javascript:alert(1)', link: null }] }),
    );
    expect(script.code).toBe(ERRORS.VALIDATION.code);
    const banner = { imageUrl: '/a.png', link: null };
    const many = await api(
      t.app,
      'POST',
      '/admin/content/banners',
      as('operator', { banners: Array.from({ length: BANNERS_MAX + 1 }, () => banner) }),
    );
    expect(many.code).toBe(ERRORS.VALIDATION.code);
  });

  it("refuses at save an image the app's content policy would not show: another site's, field by field", async () => {
    const outside = 'https://cdn.example.com/banner.png';
    const banner = await api(
      t.app,
      'POST',
      '/admin/content/banners',
      as('operator', {
        banners: [
          { imageUrl: '/a.png', link: null },
          { imageUrl: outside, link: null },
        ],
      }),
    );
    expect(banner.code).toBe(ERRORS.VALIDATION.code);
    expect(banner.msg).toMatch(/banners\.1\.imageUrl.*uploaded here/);
    const news = await api(
      t.app,
      'POST',
      '/admin/content/news',
      as('operator', { ...draft, imageUrl: '//cdn.example.com/x.png' }),
    );
    expect(news.code).toBe(ERRORS.VALIDATION.code);
    expect(news.msg).toMatch(/imageUrl.*uploaded here/);
    const tiles = await ok(t.app, 'GET', '/admin/content/tiles', as('operator'));
    const tile = await api(
      t.app,
      'POST',
      '/admin/content/tiles',
      as('operator', { tiles: [{ ...tiles[0], icon: outside }] }),
    );
    expect(tile.code).toBe(ERRORS.VALIDATION.code);
    expect(tile.msg).toMatch(/icon.*uploaded here/);
    // A link may lead elsewhere: it is followed, not loaded into the page.
    expect(
      (
        await api(
          t.app,
          'POST',
          '/admin/content/banners',
          as('operator', { banners: [{ imageUrl: '/a.png', link: outside }] }),
        )
      ).code,
    ).toBe(0);
  });

  it('reorders the carousel and the tiles as whole lists the home page shows in that order', async () => {
    const seeded = await ok(t.app, 'GET', '/admin/content/banners', as('operator'));
    const reordered = [...seeded].reverse().concat({ imageUrl: '/api/files/x', link: null });
    expect(
      await ok(t.app, 'POST', '/admin/content/banners', as('operator', { banners: reordered })),
    ).toEqual({ count: reordered.length });
    expect(await ok(t.app, 'GET', '/app/imageCarousel')).toEqual(reordered);
    const [saved] = await audit('CONTENT_BANNERS_SAVE');
    expect(saved.before).toEqual(seeded);
    expect(saved.after).toEqual(reordered);

    const tiles = await ok(t.app, 'GET', '/admin/content/tiles', as('operator'));
    const [first, ...rest] = tiles;
    const renamed = [
      ...rest,
      { ...first, translations: { ...first.translations, pt: { name: 'Depósito' } } },
    ];
    await ok(t.app, 'POST', '/admin/content/tiles', as('operator', { tiles: renamed }));
    const inPt = await t.app.inject({
      url: '/api/app/quickAccess',
      headers: { host: 'ngn.localhost', 'accept-language': 'pt' },
    });
    const shown = inPt.json().data as Array<{ name: string; link: string }>;
    expect(shown.map((s) => s.link)).toEqual(renamed.map((r: { link: string }) => r.link));
    expect(shown.at(-1)!.name).toBe('Depósito');
  });

  it('leaves one whole list when two editors save at once', async () => {
    const a = [{ imageUrl: '/a.png', link: '/market' }];
    const b = [
      { imageUrl: '/b.png', link: null },
      { imageUrl: '/c.png', link: 'https://example.com' },
    ];
    await Promise.all([
      ok(t.app, 'POST', '/admin/content/banners', as('operator', { banners: a })),
      ok(t.app, 'POST', '/admin/content/banners', as('admin', { banners: b })),
    ]);
    expect([a, b]).toContainEqual(await ok(t.app, 'GET', '/app/imageCarousel'));
  });

  it('keeps an uploaded content image that the sweep of unattached uploads would otherwise remove', async () => {
    const body = new FormData();
    body.append('file', new Blob([PNG], { type: 'image/png' }), 'banner.png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/images',
      headers: { host: 'ngn.localhost', token: as('operator').token },
      payload: body,
    });
    expect(res.json()).toMatchObject({ code: 0 });
    const { url } = res.json().data as { url: string };
    expect(url).toMatch(/^\/api\/files\//);
    const { db, files } = servicesOf(t.app);
    await sweepUnattachedUploads(db, files, new Date(Date.now() + 30 * 24 * 3600 * 1000), 0);
    const served = await t.app.inject({ url, headers: { host: 'ngn.localhost' } });
    expect(served.statusCode).toBe(200);

    const text = new FormData();
    text.append('file', new Blob(['<svg onload=x>'], { type: 'image/png' }), 'fake.png');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/images',
      headers: { host: 'ngn.localhost', token: as('operator').token },
      payload: text,
    });
    expect(refused.json().code).toBe(ERRORS.VALIDATION.code);
  });

  it('gives a reviewer none of it', async () => {
    for (const [method, path] of [
      ['GET', '/admin/content/news'],
      ['POST', '/admin/content/banners'],
      ['POST', '/admin/content/images'],
    ] as const)
      expect((await api(t.app, method, path, as('reviewer', { banners: [] }))).code).toBe(
        ERRORS.FORBIDDEN.code,
      );
  });
});
