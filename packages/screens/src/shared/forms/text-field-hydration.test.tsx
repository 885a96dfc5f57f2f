import { act } from '@testing-library/react';
import { UiThemeProvider } from '@trading/ui-kit';
import { useEffect, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { messagesOf, tenantOf } from '../testing/render-screen';
import { TextField } from './text-field';

const tenant = tenantOf('ngn');

function Providers({ children }: { children: ReactNode }) {
  return (
    <UiThemeProvider tokens={tenant.tokens}>
      <IntlProvider locale="en" defaultLocale="en" messages={messagesOf('en')}>
        {children}
      </IntlProvider>
    </UiThemeProvider>
  );
}

/** A sign-in-like form: controlled fields, and a render soon after mount (as the app's providers ask). */
function Form() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [, setMounted] = useState(false);
  useEffect(() => {
    const later = setTimeout(() => setMounted(true));
    return () => clearTimeout(later);
  }, []);
  return (
    <form>
      <TextField label="form.username.label" value={username} onChange={setUsername} />
      <TextField
        label="form.password.label"
        type="password"
        value={password}
        onChange={setPassword}
      />
      <output>{username}</output>
    </form>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('text typed into the server’s HTML before hydration (issue 48)', () => {
  it('is kept by the hydrated form, in its state as well as on screen, with the focus', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Providers>
        <Form />
      </Providers>,
    );
    document.body.append(container);
    const [username, password] = container.querySelectorAll('input');
    // The visitor types while the scripts load.
    username!.value = 'demo';
    password!.value = 'demo12';
    username!.focus();

    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <Providers>
          <Form />
        </Providers>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    // The render after mount, which used to set the fields back to the form's empty state.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));

    expect(username!.value).toBe('demo');
    expect(password!.value).toBe('demo12');
    expect(container.querySelector('output')?.textContent).toBe('demo');
    expect(document.activeElement).toBe(username);
    expect(mismatches).toEqual([]);
  });
});
