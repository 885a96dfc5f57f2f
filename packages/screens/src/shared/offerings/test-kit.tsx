import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createAppStore, memoryStorage, type AppStore } from '@trading/api';
import { contractResponseCheck } from '@trading/api/contract-check';
import { Tenant, type TenantId } from '@trading/contract/tenant';
import { ToastProvider, UiThemeProvider } from '@trading/ui-kit';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, vi } from 'vitest';
import { TenantProvider } from '../context';
import type { ScreensTenant } from '../context';

// Screen tests read the real tenant packages and the web app's English catalogue, so a
// renamed message id or a changed tenant rule shows up here.
// Vitest runs each package from its own folder; the repository root is two levels up.
const repo = resolve(process.cwd(), '../..');
const readJson = (path: string): unknown => JSON.parse(readFileSync(resolve(repo, path), 'utf8'));
const messages = readJson('apps/web/src/i18n/messages/en.json') as Record<string, string>;

export function tenantFixture(id: TenantId): ScreensTenant {
  const { definition, tokens } = Tenant.parse({
    definition: readJson(`tenants/${id}/tenant.json`),
    tokens: readJson(`tenants/${id}/tokens.json`),
  });
  return { definition, tokens, assets: { logo: '', favicon: '' } };
}

type Answer = { data: unknown } | { code: number; msg: string };
type Handler = (body: Record<string, unknown>) => Answer;

export interface FakeServer {
  /** Bodies (or query fields) of every call, by API path. */
  calls: (path: string) => Record<string, unknown>[];
}

export const ok = (data: unknown): Answer => ({ data });
export const fail = (code: number, msg: string): Answer => ({ code, msg });
export const page = (records: unknown[]) =>
  ok({ records, pageNum: 1, pageSize: 10, total: records.length });

/** Answers `fetch` with the API envelope from per-path handlers (the path after /api). */
export function fakeServer(handlers: Record<string, Handler>): FakeServer {
  const log: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input);
    const path = url.pathname.replace(/^\/api/, '');
    const body: Record<string, unknown> =
      typeof init?.body === 'string'
        ? (JSON.parse(init.body) as Record<string, unknown>)
        : Object.fromEntries(url.searchParams);
    log.push({ path, body });
    const handler = handlers[path];
    const answer = handler ? handler(body) : fail(10004, `no handler for ${path}`);
    const envelope =
      'data' in answer
        ? { code: 0, msg: 'ok', data: answer.data }
        : { code: answer.code, msg: answer.msg, data: null };
    return new Response(JSON.stringify(envelope), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { calls: (path) => log.filter((call) => call.path === path).map((call) => call.body) };
}

// jsdom has no matchMedia; framer-motion asks it about reduced motion.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Renders a screen at `path` with a signed-in store, the tenant and the English texts. */
export function renderScreen(
  screen: ReactElement,
  { path, tenant = 'ngn' }: { path: string; tenant?: TenantId },
): RenderResult & { store: AppStore } {
  const fixture = tenantFixture(tenant);
  const store = createAppStore({
    baseUrl: 'http://app.test',
    storage: memoryStorage({ token: 'signed-in' }),
    checkResponse: contractResponseCheck,
  });
  const result = render(
    <Provider store={store}>
      <UiThemeProvider tokens={fixture.tokens}>
        <IntlProvider locale="en" messages={messages}>
          <ToastProvider>
            <TenantProvider tenant={fixture}>
              <MemoryRouter initialEntries={[path]}>
                <Routes>
                  <Route path={path} element={screen} />
                  <Route path="/position" element={<p>Holdings page</p>} />
                </Routes>
              </MemoryRouter>
            </TenantProvider>
          </ToastProvider>
        </IntlProvider>
      </UiThemeProvider>
    </Provider>,
  );
  return { ...result, store };
}
