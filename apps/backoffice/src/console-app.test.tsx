import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleAt } from './testing/console-at';

describe('ConsoleApp', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it.each(['/publish', '/allot', '/settle', '/ledger', '/content', '/staff', '/settings'])(
    'tells a reviewer who opens %s by its address that their role does not include it',
    async (path) => {
      consoleAt(path, 'reviewer');
      const notice = await screen.findByRole('alert');
      expect(within(notice).getByRole('heading').textContent).toBe('Not allowed');
    },
  );

  it('opens the same page for a role that holds it', async () => {
    consoleAt('/staff', 'admin');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Staff');
    expect(screen.queryByText('Not allowed')).toBeNull();
  });

  it('opens the change of one’s own password from the user menu, whatever the role', async () => {
    consoleAt('/kyc', 'reviewer');
    fireEvent.click(await screen.findByText('reviewer', { exact: false, selector: 'summary' }));
    fireEvent.click(screen.getByRole('link', { name: 'Change my password' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Change my password',
    );
    expect(window.location.pathname).toBe('/admin/password');
  });

  it("offers the tenant's languages, and only those", async () => {
    consoleAt('/kyc', 'reviewer', { languages: ['pt', 'en'] });
    // The browser's language (jsdom: en-US) among the tenant's is the one shown.
    const picker = await screen.findByRole('combobox', { name: 'Language' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Português', 'English']);
  });
});
