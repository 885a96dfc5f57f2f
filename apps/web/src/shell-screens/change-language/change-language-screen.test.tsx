import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadTenant } from '../../../vite/load-tenant';
import { tenantScript } from '../../../vite/tenant-html';
import { TENANT_SCRIPT_ID } from '../../tenant/tenant-script-id';
import { shellRoutes } from '../../../test/shell-routes';
import { renderApp } from '../../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

/** Serves the page as tenant `id`'s build would (index.html's tenant data), for one test. */
function servedAs(id: string): () => void {
  const script = document.getElementById(TENANT_SCRIPT_ID)!;
  const own = script.outerHTML;
  const { definition, tokens } = loadTenant(id);
  script.outerHTML = tenantScript({
    definition,
    tokens,
    assets: { logo: '/assets/logo.svg', favicon: '/assets/favicon.svg' },
  });
  return () => {
    document.getElementById(TENANT_SCRIPT_ID)!.outerHTML = own;
  };
}

// Which tenants offer Chinese is tenant data (languages.offered); usd does (decisions, issue 48).
describe.each([
  ['ngn', ['English', 'Português'], 'pt'],
  ['usd', ['English', 'Português', '中文'], 'zh'],
] as const)('/changeLanguage of %s', (id, names, last) => {
  it(`lists ${names.join(', ')}, each one tap away`, async () => {
    const restore = servedAs(id);
    try {
      renderApp('/changeLanguage', { routes: shellRoutes });
      const offered = await screen.findAllByRole('button', {
        name: /^(English|Português|中文)/u,
      });
      // The current one's cell also carries its mark: compare the names they start with.
      expect(offered).toHaveLength(names.length);
      names.forEach((name, at) => expect(offered[at]?.textContent?.startsWith(name)).toBe(true));
      fireEvent.click(offered.at(-1)!);
      await waitFor(() => expect(document.documentElement.lang).toBe(last));
    } finally {
      restore();
    }
  });
});

describe('/changeLanguage', () => {
  it('offers English and Portuguese and switches every text and <html lang>', async () => {
    renderApp('/changeLanguage', { routes: shellRoutes });
    fireEvent.click(await screen.findByRole('button', { name: 'Português' }));
    expect(await screen.findByRole('heading', { name: 'Idioma' })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('pt'));
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Language' })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });

  it('remembers the choice for the next visit', async () => {
    const first = renderApp('/changeLanguage', { routes: shellRoutes });
    fireEvent.click(await screen.findByRole('button', { name: 'Português' }));
    await screen.findByRole('heading', { name: 'Idioma' });
    first.unmount();

    renderApp('/market', { routes: shellRoutes });
    expect(await screen.findByRole('heading', { name: 'Mercado' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Início' })).toBeTruthy();
  });
});
