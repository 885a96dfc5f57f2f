import { clearToken } from '@trading/api';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../i18n/messages/en.json';
import { shellRoutes } from '../../test/shell-routes';
import { renderApp } from '../../test/render-app';
import { routeTable, type AppRoute } from './route-table';
import { tabs } from './tabs';

const messages: Record<string, string> = en;
const samplePath = (route: AppRoute) => route.path.replace(/\{\w+\}/g, '1');
const titleOf = (path: string) => messages[routeTable.find((r) => r.path === path)!.title]!;
const tabBar = () => screen.queryByRole('navigation', { name: 'Main navigation' });

afterEach(() => vi.unstubAllGlobals());

describe.each(shellRoutes)('route $path', (route) => {
  const path = samplePath(route);

  it(
    route.auth ? `sends anonymous visitors to ${route.auth}` : 'is open to anonymous visitors',
    async () => {
      const app = renderApp(path, { routes: shellRoutes });
      const landing = route.auth ?? route.path;
      expect(await screen.findByRole('heading', { level: 1, name: titleOf(landing) })).toBeTruthy();
      expect(app.pathname()).toBe(route.auth ?? path);
    },
  );

  it(
    route.tab === null ? 'hides the tab bar' : `shows the tab bar with tab ${route.tab} current`,
    async () => {
      renderApp(path, { routes: shellRoutes, loggedIn: true });
      await screen.findByRole('heading', { level: 1, name: titleOf(route.path) });
      if (!route.screen) {
        // The shell frame: tab routes are roots, every other route can go back.
        expect(screen.queryByRole('button', { name: 'Back' }) !== null).toBe(route.tab === null);
      }
      if (route.tab === null) {
        expect(tabBar()).toBeNull();
      } else {
        const current = within(tabBar()!).getByRole('link', { current: 'page' });
        expect(current.getAttribute('href')).toBe(tabs[route.tab]!.to);
      }
    },
  );

  it('goes to /unauthorized when the tenant is not authorized', async () => {
    const app = renderApp(path, { routes: shellRoutes, loggedIn: true, config: 'unauthorized' });
    expect(
      await screen.findByText('This domain is not authorized. Please contact support.'),
    ).toBeTruthy();
    expect(app.pathname()).toBe('/unauthorized');
  });
});

describe('app-wide rules', () => {
  it('goes to /LoginUp when the session ends with jump-to-login', async () => {
    const app = renderApp('/position', { routes: shellRoutes, loggedIn: true });
    await screen.findByRole('heading', { name: 'Holdings' });
    act(() => {
      app.store.dispatch(clearToken({ jumpToLogin: true }));
    });
    await waitFor(() => expect(app.pathname()).toBe('/LoginUp'));
    // The login screen reads this to say why, and to return here after signing in.
    expect(window.history.state?.usr).toEqual({ from: '/position', sessionEnded: true });
  });

  it('sends an anonymous visit of a protected screen to login without the ended-session notice', async () => {
    const app = renderApp('/position', { routes: shellRoutes, loggedIn: false });
    await waitFor(() => expect(app.pathname()).toBe('/LoginUp'));
    expect(window.history.state?.usr).toEqual({ from: '/position', sessionEnded: false });
  });

  it('goes home on back when the page was opened directly', async () => {
    const app = renderApp('/newsList', { routes: shellRoutes });
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(app.pathname()).toBe('/'));
  });

  it('goes back through history when there is some', async () => {
    const app = renderApp('/market', { routes: shellRoutes });
    await screen.findByRole('heading', { name: 'Market' });
    await act(() => app.navigate('/newsList'));
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(app.pathname()).toBe('/market'));
  });

  it('sends unknown paths home', async () => {
    const app = renderApp('/no-such-page', { routes: shellRoutes });
    await waitFor(() => expect(app.pathname()).toBe('/'));
  });

  it('shows a retry screen when the tenant config cannot be reached, and recovers on retry', async () => {
    const app = renderApp('/market', { routes: shellRoutes, config: 'network' });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText('Network Error')).toBeTruthy();
    app.fetchMock.mockImplementation(async () =>
      Response.json({
        code: 0,
        msg: 'ok',
        data: (await import('../../test/tenant-config')).tenantConfig(),
      }),
    );
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Market' })).toBeTruthy();
  });
});
