import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shellRoutes } from '../../../test/shell-routes';
import { renderApp } from '../../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

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
