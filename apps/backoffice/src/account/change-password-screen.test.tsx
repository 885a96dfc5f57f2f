import { TenantTokens } from '@trading/contract/tenant';
import { UiThemeProvider } from '@trading/ui-kit';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ngnTokens from '../../../../tenants/ngn/tokens.json';
import { CATALOGUES } from '../i18n/console-language';
import { createConsoleStore } from '../store';
import { ChangePasswordScreen } from './change-password-screen';

const tokens = TenantTokens.parse(ngnTokens);

type Answer = { code: number; msg: string; data?: unknown };
/** The server: answers by path, and keeps what was sent. */
function serverAnswering(answers: Record<string, Answer>) {
  const sent: Array<{ path: string; method: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.replace(/^\/api/, '');
      sent.push({ path, method: init.method!, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify(answers[path] ?? { code: 0, msg: 'ok', data: null }));
    }),
  );
  return sent;
}

function renderScreen(language: 'en' | 'pt' = 'en') {
  render(
    <Provider store={createConsoleStore()}>
      <IntlProvider locale={language} messages={CATALOGUES[language]}>
        <UiThemeProvider tokens={tokens} globalStyle={false}>
          <ChangePasswordScreen />
        </UiThemeProvider>
      </IntlProvider>
    </Provider>,
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fill(values: { current?: string; password: string; repeat?: string; code?: string }) {
  type('Current password', values.current ?? 'old-desk-password');
  type('New password', values.password);
  type('New password again', values.repeat ?? values.password);
  type('Authenticator code', values.code ?? '123 456');
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordScreen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says the staff rule under a short new password, and a repeat that differs, sending nothing', async () => {
    const sent = serverAnswering({});
    renderScreen();
    fill({ password: 'short-pass' });
    expect(
      await screen.findByText('At least 12 characters, and not a password seen in data breaches.', {
        selector: 'p[id]',
      }),
    ).toBeTruthy();
    fill({ password: 'a-long-enough-one', repeat: 'a-long-enough-two' });
    expect(await screen.findByText('The two new passwords differ')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('says it in the console’s language', async () => {
    serverAnswering({});
    renderScreen('pt');
    fireEvent.change(screen.getByLabelText('Nova senha'), { target: { value: 'curta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(
      await screen.findByText(
        'Pelo menos 12 caracteres, e não uma senha vista em vazamentos de dados.',
        { selector: 'p[id]' },
      ),
    ).toBeTruthy();
  });

  it('steps up with the code, changes the password and says the other sessions were signed out', async () => {
    const sent = serverAnswering({ '/user/step-up': { code: 0, msg: 'ok', data: { until: 1 } } });
    renderScreen();
    fill({ password: 'a-quieter-desk-by-the-window' });
    expect(
      await screen.findByText(
        'Password changed. Your other sessions were signed out; this one stays signed in.',
      ),
    ).toBeTruthy();
    expect(sent).toEqual([
      { path: '/user/step-up', method: 'POST', body: { secondFactor: { code: '123456' } } },
      {
        path: '/user/password',
        method: 'PUT',
        body: { oldPassword: 'old-desk-password', password: 'a-quieter-desk-by-the-window' },
      },
    ]);
    expect(screen.getByLabelText<HTMLInputElement>('New password').value).toBe('');
  });

  it("shows the server's refusal: a wrong code at the code, a breached password under the form", async () => {
    const sent = serverAnswering({
      '/user/step-up': { code: 20002, msg: 'Wrong code' },
    });
    renderScreen();
    fill({ password: 'a-quieter-desk-by-the-window' });
    expect(await screen.findByText('Wrong code')).toBeTruthy();
    expect(sent.map((s) => s.path)).toEqual(['/user/step-up']);

    serverAnswering({
      '/user/step-up': { code: 0, msg: 'ok', data: { until: 1 } },
      '/user/password': { code: 10001, msg: 'This password was leaked in breaches' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('This password was leaked in breaches'),
    );
    expect(screen.queryByText('Wrong code')).toBeNull();
  });
});
