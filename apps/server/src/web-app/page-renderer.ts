import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { HEADERS, LANGUAGE_COOKIE, PAGE_AUDIENCE } from '@trading/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import pLimit from 'p-limit';
import { authenticate, type SessionFinder } from '../identity/authenticate';
import { clearRenderCookie, renderCookieToken } from './render-cookie';
import { publicReadCache, type CachedRead, type PublicReadCache } from './public-read-cache';

/**
 * The web build's server entry (apps/web/src/entry-server.tsx), loaded at run time from the
 * build folder like the static files: the server does not import the web app's source.
 */
interface RenderedPage {
  head: string;
  html: string;
  state: string;
  link: string;
  language: string;
  errors: unknown[];
}
interface ServerEntry {
  render(request: {
    url: string;
    tenant: unknown;
    chosenLanguage?: string;
    token?: string;
    fetch: typeof fetch;
    deadlineMs: number;
  }): Promise<RenderedPage | null>;
}

/** How stale a server-rendered page's public data may be; the live feed takes over in the browser. */
const PUBLIC_READ_TTL_MS = 1000;

const TENANT_SCRIPT = /<script type="application\/json" id="tenant-data">([\s\S]*?)<\/script>/;

interface Template {
  html: string;
  tenant: unknown;
  languages: readonly string[];
  mtimeMs: number;
}

/** Renders pages on the server into the tenant's built index.html. */
export interface PageRenderer {
  /**
   * The page's HTML with its data (a signed-in user's own when the render cookie names a live
   * session of this tenant), or null to serve the plain index.html.
   */
  render(
    request: FastifyRequest,
    reply: FastifyReply,
    page: { indexFile: string; tenantId: string },
  ): Promise<string | null>;
  /** Pages taken on: rendering now, or waiting for a turn (from their session lookup on). */
  queue(): { rendering: number; waiting: number };
}

/**
 * Answers the page's /api reads in-process (no socket): the same routes, validation and
 * envelope as the browser's calls, asked as the same tenant host.
 */
function inProcessFetch(
  app: FastifyInstance,
  host: string | undefined,
  publicReads: PublicReadCache,
): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const headers: Record<string, string> = {
      ...(init?.headers as Record<string, string>),
      host: host ?? '',
    };
    const ask = async (): Promise<CachedRead> => {
      const response = await app.inject({
        method: method as 'GET',
        url: url.pathname + url.search,
        headers,
        payload: typeof init?.body === 'string' ? init.body : undefined,
      });
      return {
        status: response.statusCode,
        body: response.rawPayload,
        contentType: String(response.headers['content-type'] ?? ''),
      };
    };
    const isPublicRead = method === 'GET' && !(HEADERS.token in headers);
    const answer = isPublicRead
      ? await publicReads.get(
          [host, url.pathname + url.search, headers[HEADERS.acceptLanguage]].join(' '),
          ask,
        )
      : await ask();
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'content-type': answer.contentType },
    });
  };
}

export function pageRenderer(
  app: FastifyInstance,
  webDist: string,
  {
    deadlineMs,
    concurrency,
    maxWaiting,
    log,
    sessions,
  }: {
    deadlineMs: number;
    concurrency: number;
    /** Pages that may wait for a turn; past that a page is sent unrendered. */
    maxWaiting: number;
    log: FastifyBaseLogger;
    sessions: SessionFinder;
  },
): PageRenderer | null {
  const entryFile = join(webDist, 'server', 'entry-server.js');
  if (!existsSync(entryFile)) return null;
  let entry: Promise<ServerEntry> | undefined;
  const templates = new Map<string, Template>();
  const publicReads = publicReadCache(PUBLIC_READ_TTL_MS);
  // Renders share one event loop: with every request rendering at once, each one's reads and
  // React's work interleave with all the others', and a few pages took seconds (bench:render,
  // 32 clients: home p99 3.3 s). A few at a time, the rest waiting in order, keeps every page
  // near the median for a little less throughput (docs/decisions.md).
  const renderSlot = pLimit(concurrency);

  const templateOf = (indexFile: string): Template | null => {
    const mtimeMs = statSync(indexFile).mtimeMs;
    const known = templates.get(indexFile);
    if (known?.mtimeMs === mtimeMs) return known;
    const html = readFileSync(indexFile, 'utf8');
    const json = TENANT_SCRIPT.exec(html)?.[1];
    if (!json) return null;
    const tenant = JSON.parse(json) as { definition: { languages: { offered: string[] } } };
    const template = { html, tenant, languages: tenant.definition.languages.offered, mtimeMs };
    templates.set(indexFile, template);
    return template;
  };

  // Under a flood one line a second, with how many pages went unrendered, rather than one each.
  let unrenderedSinceWarning = 0;
  let warnedAt = 0;
  const noteQueueFull = () => {
    unrenderedSinceWarning += 1;
    const now = Date.now();
    if (now - warnedAt < 1000) return;
    log.warn({ pages: unrenderedSinceWarning }, 'render queue full; serving plain pages');
    warnedAt = now;
    unrenderedSinceWarning = 0;
  };

  const renderPage: PageRenderer['render'] = async (request, reply, { indexFile, tenantId }) => {
    const template = templateOf(indexFile);
    if (!template) return null;
    // An ended session renders the page signed out, and its cookie goes with it.
    let token = renderCookieToken(request);
    if (token !== undefined && !(await authenticate(sessions, tenantId, token)).ok) {
      clearRenderCookie(request, reply);
      token = undefined;
    }
    entry ??= import(pathToFileURL(entryFile).href) as Promise<ServerEntry>;
    const cookie = request.cookies[LANGUAGE_COOKIE];
    let page: RenderedPage | null;
    try {
      const { render } = await entry;
      page = await renderSlot(() =>
        render({
          url: request.url,
          tenant: template.tenant,
          chosenLanguage: cookie && template.languages.includes(cookie) ? cookie : undefined,
          token,
          fetch: inProcessFetch(app, request.headers.host, publicReads),
          deadlineMs,
        }),
      );
    } catch (err) {
      // The browser can still render the page: a render failure is never the visitor's error.
      log.error({ err, url: request.url }, 'server render failed; serving the plain page');
      return null;
    }
    if (!page) return null;
    for (const err of page.errors)
      log.error({ err, url: request.url }, 'part of the page left to the browser');
    if (page.link) reply.header('link', page.link);
    // Rendered for no one: the service worker may show it again on this device's next visit.
    if (token === undefined) reply.header(PAGE_AUDIENCE.header, PAGE_AUDIENCE.anyone);
    return template.html
      .replace(/<html lang="[^"]*">/, `<html lang="${page.language}">`)
      .replace('</head>', `${page.head}</head>`)
      .replace('<div id="root"></div>', `<div id="root">${page.html}</div>${page.state}`);
  };

  // Pages being rendered or waiting for a turn, counted from the moment they are taken on.
  let admitted = 0;
  return {
    async render(request, reply, page) {
      // A crowd past the queue gets the plain page at once, before any session lookup: the
      // browser renders it, where a wait behind every other render would hold its first paint
      // for seconds.
      if (admitted >= concurrency + maxWaiting) {
        noteQueueFull();
        return null;
      }
      admitted += 1;
      try {
        return await renderPage(request, reply, page);
      } finally {
        admitted -= 1;
      }
    },
    queue: () => ({
      rendering: renderSlot.activeCount,
      waiting: admitted - renderSlot.activeCount,
    }),
  };
}
