import type { Language, OperatorRole } from '@trading/contract';
import { ROLE_PERMISSIONS } from '@trading/contract';
import { TenantTokens } from '@trading/contract/tenant';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import ngnTokens from '../../../../tenants/ngn/tokens.json';
import { ConsoleApp } from '../console-app';
import { TOKEN_KEY } from '../session/session-slice';
import { createConsoleStore } from '../store';

const tokens = TenantTokens.parse(ngnTokens);

/**
 * The whole console at `path`, signed in as `role`: the server answers /admin/me for that
 * role, `answers` by path, anything else with an empty list. Answers the calls sent.
 */
export function consoleAt(
  path: string,
  role: OperatorRole,
  options: { languages?: Language[]; answers?: Record<string, unknown> } = {},
) {
  const languages = options.languages ?? ['en'];
  const sent: Array<{ method: string; path: string }> = [];
  sessionStorage.setItem(TOKEN_KEY, 'staff-token');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const called = url.replace(/^\/api/, '').split('?')[0]!;
      sent.push({ method: init.method ?? 'GET', path: called });
      const data =
        called === '/admin/me'
          ? { userId: 5, username: role, role, permissions: ROLE_PERMISSIONS[role] }
          : (options.answers?.[called] ?? []);
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
  return sent;
}
