import type { Language, OperatorRole } from '@trading/contract';
import { ROLE_PERMISSIONS } from '@trading/contract';
import { TenantTokens } from '@trading/contract/tenant';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ngnTokens from '../../../tenants/ngn/tokens.json';
import { ConsoleApp } from './console-app';
import { TOKEN_KEY } from './session/session-slice';
import { createConsoleStore } from './store';

const tokens = TenantTokens.parse(ngnTokens);

/** The console at `path`, signed in as `role`; every other call answers an empty list. */
function consoleAt(path: string, role: OperatorRole, languages: Language[] = ['en']) {
  sessionStorage.setItem(TOKEN_KEY, 'staff-token');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const data = url.startsWith('/api/admin/me')
        ? { userId: 5, username: role, role, permissions: ROLE_PERMISSIONS[role] }
        : [];
      return new Response(JSON.stringify({ code: 0, msg: 'ok', data }));
    }),
  );
  window.history.pushState({}, '', `/admin${path}`);
  render(
    <ConsoleApp
      tenant={{ id: 't', title: 'Tenant', defaultLanguage: languages[0]!, languages, tokens }}
      store={createConsoleStore()}
    />,
  );
}

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

  it("offers the tenant's languages, and only those", async () => {
    consoleAt('/kyc', 'reviewer', ['pt', 'en']);
    // The browser's language (jsdom: en-US) among the tenant's is the one shown.
    const picker = await screen.findByRole('combobox', { name: 'Language' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Português', 'English']);
  });
});
