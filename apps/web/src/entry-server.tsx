import {
  api,
  applyTenantLanguage,
  cacheForBrowser,
  createAppStore,
  memoryStorage,
  setLanguage,
  setToken,
  settleQueries,
  startFirstQueries,
} from '@trading/api';
import type { Language } from '@trading/contract';
import { FeedClient } from '@trading/market-feed';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { allRoutes } from './app/all-routes';
import { App } from './app/app';
import { matchRoute } from './app/early-loads';
import { loadMessages } from './i18n/load-messages';
import { createRoutes } from './routing/create-routes';
import { routeAt } from './routing/route-at';
import { inlineImages } from './ssr/inline-images';
import { sessionTag } from './ssr/session-tag';
import { ssrStateScript } from './ssr/ssr-state';
import type { BuildTenant } from './tenant/build-tenant';

export interface RenderRequest {
  /** Path and query string of the page. */
  url: string;
  tenant: BuildTenant;
  /** The language the visitor chose (the `lang` cookie), if any of the tenant's. */
  chosenLanguage?: Language;
  /**
   * The signed-in visitor's session token (the server checked the render cookie): the page is
   * rendered as that user sees it, routes that need a user included.
   */
  token?: string;
  /** Sends the page's /api reads (the server answers them in-process). */
  fetch: typeof fetch;
  /** How long reads may take before the page is rendered without them. */
  deadlineMs: number;
}

export interface RenderedPage {
  /** Style elements for `<head>`. */
  head: string;
  /** The app's markup for `#root`. */
  html: string;
  /** The inline JSON state to put after `#root`. */
  state: string;
  /** The page's preloads as a `Link` header value ('' when none). */
  link: string;
  language: Language;
  /**
   * What failed while rendering: the part around it was left for the browser to render (its
   * Suspense fallback in the HTML). The server logs them; each is a bug to fix.
   */
  errors: unknown[];
}

/** Where the render's reads go: the server answers them in-process, whatever the host. */
const SERVER_ORIGIN = 'http://server-render.invalid';

/** A feed that never connects: the live feed starts in the browser, after hydration. */
const serverFeed = () =>
  new FeedClient({ url: 'ws://server-render.invalid/', WebSocket: undefined, visibility: null });

async function renderToHtml(
  element: ReactNode,
  onError: (error: unknown) => void,
): Promise<{ html: string; link: string }> {
  // The preloads React finds (the first images, high priority) go out as the response's Link
  // header rather than tags in the body after the scripts: the browser asks for a home's first
  // banner, its largest paint, before it has read a byte of the page.
  let link = '';
  // Every boundary is written in place: past React's default chunk size (12.8 KB) a boundary is
  // sent as a hidden segment that an inline script moves into place, and the strict CSP blocks
  // inline scripts (a long holdings page broke hydration that way).
  const { prelude } = await prerenderToNodeStream(element, {
    onError,
    // Typed as a Headers object; Node's renderer hands a plain record, which Headers reads too.
    onHeaders: (headers) => {
      link = new Headers(headers).get('link') ?? '';
    },
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return { html: Buffer.concat(chunks).toString('utf8'), link };
}

/**
 * A page's HTML with its first data, as the browser's first render will draw it for the same
 * visitor. Null for a page the browser renders alone: an unknown path, or a route that needs a
 * signed-in user when no session came with the request.
 */
export async function render(request: RenderRequest): Promise<RenderedPage | null> {
  const url = new URL(request.url, 'http://page.invalid');
  const match = matchRoute(allRoutes, url.pathname);
  const loadScreen = match?.route.screen;
  const signedIn = request.token !== undefined;
  if (!match || (match.route.auth !== null && !signedIn) || !loadScreen) return null;
  const { route, params } = match;

  const store = createAppStore({
    storage: memoryStorage(),
    baseUrl: SERVER_ORIGIN,
    fetch: request.fetch,
  });
  store.dispatch(applyTenantLanguage(request.tenant.definition.languages.default));
  if (request.token !== undefined) store.dispatch(setToken(request.token));
  if (request.chosenLanguage) store.dispatch(setLanguage(request.chosenLanguage));
  // The runtime config decides the default language, theme and markets: read it first.
  startFirstQueries(store, [{ name: 'tenantConfig' }]);
  await settleQueries(store, request.deadlineMs);
  const language = store.getState().session.language;
  startFirstQueries(
    store,
    route.firstQueries?.(
      routeAt(store.getState(), request.tenant.definition, params, url.searchParams),
    ) ?? [],
  );
  const [messages, screen] = await Promise.all([
    loadMessages(language),
    loadScreen(),
    settleQueries(store, request.deadlineMs),
  ]);
  const images = await inlineImages(
    request.fetch,
    SERVER_ORIGIN,
    route.firstImages?.(store.getState()) ?? [],
  );

  const renderedAt = Date.now();
  const sheet = new ServerStyleSheet();
  const errors: unknown[] = [];
  try {
    const { html, link } = await renderToHtml(
      sheet.collectStyles(
        <App
          store={store}
          tenant={request.tenant}
          feedClient={serverFeed()}
          routes={createRoutes(allRoutes, { route, component: screen.default })}
          Router={({ children }) => (
            <StaticRouter location={url.pathname + url.search}>{children}</StaticRouter>
          )}
          catalogue={{ language, messages }}
          inlineImages={images}
          serverHtml
          // Only a page rendered for anyone may be kept by the device and carry the notice.
          renderedAt={request.token === undefined ? renderedAt : undefined}
        />,
      ),
      (error) => errors.push(error),
    );
    return {
      head: sheet.getStyleTags(),
      html,
      link,
      state: ssrStateScript({
        ...cacheForBrowser(store),
        language,
        signedIn,
        session: request.token === undefined ? null : sessionTag(request.token),
        renderedAt,
        images,
      }),
      language,
      errors,
    };
  } finally {
    sheet.seal();
    // Ends the cache's timers: the store is dropped with the request.
    store.dispatch(api.util.resetApiState());
  }
}
