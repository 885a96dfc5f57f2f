import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../shared/testing/fake-api';
import { renderScreen } from '../../shared/testing/render-screen';
import { LoginScreen } from './login-screen';

const login = () => screen.getByRole('button', { name: 'Login' });

describe('LoginScreen', () => {
  it('asks for the username and password before anything is sent', async () => {
    const { server } = renderScreen(<LoginScreen />, { path: '/login', loggedIn: false });
    await userEvent.click(login());
    expect(await screen.findAllByText('Please enter the username')).not.toHaveLength(0);
    expect(screen.getByText('Please enter the password')).toBeTruthy();
    expect(server.sent('login')).toHaveLength(0);
  });

  it('leads a user who forgot the password to ask for a link', async () => {
    renderScreen(<LoginScreen />, { path: '/login', loggedIn: false });
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/forgotPassword');
  });

  it('requires the User Agreement', async () => {
    const { server } = renderScreen(<LoginScreen />, { path: '/login', loggedIn: false });
    await userEvent.type(screen.getByLabelText('Username'), 'demo');
    await userEvent.type(screen.getByLabelText('Password'), 'demo12');
    await userEvent.click(login());
    expect(await screen.findByText('Please read and agree to the User Agreement')).toBeTruthy();
    expect(server.sent('login')).toHaveLength(0);
  });

  it('stores the token and goes to /account on success, sending once however often it is tapped', async () => {
    const { server, store } = renderScreen(<LoginScreen />, {
      path: '/login',
      loggedIn: false,
      api: { login: () => ok({ token: 'abc' }) },
    });
    await userEvent.type(screen.getByLabelText('Username'), 'demo');
    await userEvent.type(screen.getByLabelText('Password'), 'demo12');
    await userEvent.click(screen.getByLabelText(/User Agreement/));
    await userEvent.dblClick(login());
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/account');
    expect(screen.getByText('Login success!')).toBeTruthy();
    expect(store.getState().session.token).toBe('abc');
    expect(server.sent('login')).toHaveLength(1);
    expect(server.sent('login')[0]!.body).toEqual({
      username: 'demo',
      password: 'demo12',
    });
  });

  it('says the session ended and returns to the screen the investor was on', async () => {
    renderScreen(<LoginScreen />, {
      path: '/LoginUp',
      loggedIn: false,
      state: { from: '/withdraw?usdt=1', sessionEnded: true },
      api: { login: () => ok({ token: 'abc' }) },
    });
    expect(screen.getByText('Your session has ended — please sign in again.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Username'), 'demo');
    await userEvent.type(screen.getByLabelText('Password'), 'demo12');
    await userEvent.click(screen.getByLabelText(/User Agreement/));
    await userEvent.click(login());
    expect(await screen.findByTestId('elsewhere')).toHaveProperty(
      'textContent',
      '/withdraw?usdt=1',
    );
  });

  it('shows the server message when the login fails, in the chosen language', async () => {
    renderScreen(<LoginScreen />, {
      path: '/LoginUp',
      loggedIn: false,
      language: 'pt',
      api: { login: () => fail(10007, 'Usuário ou senha incorretos') },
    });
    await userEvent.type(screen.getByLabelText('Usuário'), 'demo');
    await userEvent.type(screen.getByLabelText('Senha'), 'nope');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Usuário ou senha incorretos')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('elsewhere')).toBeNull());
  });

  it('asks for the code when the account has a second factor, and signs in with it', async () => {
    const { server, store } = renderScreen(<LoginScreen />, {
      path: '/login',
      loggedIn: false,
      api: {
        login: () => ok({ secondFactor: 'TOTP', ticket: 't1' }),
        loginSecondFactor: () => ok({ token: 'abc' }),
      },
    });
    await userEvent.type(screen.getByLabelText('Username'), 'demo');
    await userEvent.type(screen.getByLabelText('Password'), 'demo12');
    await userEvent.click(screen.getByLabelText(/User Agreement/));
    await userEvent.click(login());
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app'),
    ).toBeTruthy();
    expect(store.getState().session.token).toBeFalsy();
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await userEvent.type(screen.getByLabelText('Recovery code'), 'ABCDE-FGHJK');
    await userEvent.click(login());
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/account');
    expect(server.sent('loginSecondFactor')[0]!.body).toEqual({
      ticket: 't1',
      secondFactor: { recoveryCode: 'ABCDE-FGHJK' },
    });
    expect(store.getState().session.token).toBe('abc');
  });

  it('offers the code with the password when strangers slowed the account down', async () => {
    let calls = 0;
    const { server, store } = renderScreen(<LoginScreen />, {
      path: '/login',
      loggedIn: false,
      api: {
        login: () => (++calls === 1 ? fail(10004, 'Too many attempts') : ok({ token: 'abc' })),
      },
    });
    await userEvent.type(screen.getByLabelText('Username'), 'demo');
    await userEvent.type(screen.getByLabelText('Password'), 'demo12');
    await userEvent.click(screen.getByLabelText(/User Agreement/));
    await userEvent.click(login());
    expect(await screen.findByText(/Too many failed sign-ins to this account/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Authentication code'), '123456');
    await userEvent.click(screen.getAllByRole('button', { name: 'Login' }).at(-1)!);
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/account');
    expect(server.sent('login')[1]!.body).toEqual({
      username: 'demo',
      password: 'demo12',
      secondFactor: { code: '123456' },
    });
    expect(store.getState().session.token).toBe('abc');
  });
});
