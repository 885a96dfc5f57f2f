import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../shared/testing/fake-api';
import { fieldMessage } from '../../shared/testing/field-message';
import { renderScreen } from '../../shared/testing/render-screen';
import { RegisterScreen } from './register-screen';
import { validateRegister } from './validate-register';

const valid = {
  username: 'new_user',
  password: 'abc123',
  repeatPassword: 'abc123',
  authCode: 'JOIN-NGN',
  email: '',
  mobile: '',
};

describe('validateRegister', () => {
  it('requires username, both passwords and the authorization code', () => {
    expect(
      validateRegister({ ...valid, username: '', password: '', repeatPassword: '', authCode: '' }),
    ).toEqual({
      username: 'form.username.required',
      password: 'form.password.required',
      repeatPassword: 'form.repeatPassword.required',
      authCode: 'form.authCode.required',
    });
  });

  it('wants matching passwords of 6 characters', () => {
    expect(validateRegister({ ...valid, repeatPassword: 'abc124' })).toEqual({
      repeatPassword: 'message.passwordsDifferent',
    });
    expect(validateRegister({ ...valid, password: 'abc', repeatPassword: 'abc' })).toEqual({
      password: 'form.password.length',
    });
  });

  it('leaves email and mobile optional but checks them when given', () => {
    expect(validateRegister(valid)).toEqual({});
    expect(validateRegister({ ...valid, email: 'nope', mobile: '12' })).toEqual({
      email: 'auth.emailInvalid',
      mobile: 'auth.mobileInvalid',
    });
  });
});

describe('RegisterScreen', () => {
  const fill = async () => {
    await userEvent.type(screen.getByLabelText('Username'), 'new_user');
    await userEvent.type(screen.getByLabelText('Password'), 'abc123');
    await userEvent.type(screen.getByLabelText('Repeat password'), 'abc999');
    await userEvent.type(screen.getByLabelText('Authorization code'), 'JOIN-NGN');
  };

  it('says "Two passwords are different" and sends nothing', async () => {
    const { server } = renderScreen(<RegisterScreen />, { path: '/register', loggedIn: false });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(fieldMessage('Repeat password')).toBe('Two passwords are different'),
    );
    expect(server.sent('register')).toHaveLength(0);
  });

  it('requires the Registration Agreement, then registers and goes to /login', async () => {
    const { server } = renderScreen(<RegisterScreen />, {
      path: '/register',
      loggedIn: false,
      api: { register: () => ok(null) },
    });
    await fill();
    await userEvent.clear(screen.getByLabelText('Repeat password'));
    await userEvent.type(screen.getByLabelText('Repeat password'), 'abc123');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Please read and agree to the Registration Agreement'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/login');
    expect(screen.getByText('Register success!')).toBeTruthy();
    expect(server.sent('register')[0]!.body).toEqual({
      username: 'new_user',
      password: 'abc123',
      authCode: 'JOIN-NGN',
    });
  });

  it('speaks Chinese when the user chose it', async () => {
    renderScreen(<RegisterScreen />, { path: '/register', loggedIn: false, language: 'zh' });
    await userEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findAllByText('请输入用户名')).not.toHaveLength(0);
  });
});
