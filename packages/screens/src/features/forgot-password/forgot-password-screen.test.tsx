import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERRORS } from '@trading/contract';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../shared/testing/fake-api';
import { fieldMessage } from '../../shared/testing/field-message';
import { renderScreen } from '../../shared/testing/render-screen';
import { ForgotPasswordScreen } from './forgot-password-screen';

const send = () => screen.getByRole('button', { name: 'Send the link' });
const NEUTRAL = /If an account has this email address, we have sent it a link/;

describe('ForgotPasswordScreen', () => {
  it('asks for a readable email address before anything is sent', async () => {
    const { server } = renderScreen(<ForgotPasswordScreen />, {
      path: '/forgotPassword',
      loggedIn: false,
    });
    await userEvent.click(send());
    await waitFor(() => expect(fieldMessage('Email')).toBe('Please enter your email address'));
    await userEvent.type(screen.getByLabelText('Email'), 'ada@');
    await userEvent.click(send());
    await waitFor(() => expect(fieldMessage('Email')).toBe('Please enter a valid email'));
    expect(server.sent('forgotPassword')).toHaveLength(0);
  });

  it('sends the address once and answers the same neutral sentence, with the way back to sign in', async () => {
    const { server } = renderScreen(<ForgotPasswordScreen />, {
      path: '/forgotPassword',
      loggedIn: false,
      api: { forgotPassword: () => ok(null) },
    });
    await userEvent.type(screen.getByLabelText('Email'), '  Ada@Example.test ');
    await userEvent.dblClick(send());
    expect(await screen.findByText(NEUTRAL)).toBeTruthy();
    expect(server.sent('forgotPassword')).toHaveLength(1);
    expect(server.sent('forgotPassword')[0]!.body).toEqual({ email: 'Ada@Example.test' });
    expect(screen.queryByLabelText('Email')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/login');
  });

  it('says on the page to wait when the server throttles, and keeps the form', async () => {
    renderScreen(<ForgotPasswordScreen />, {
      path: '/forgotPassword',
      loggedIn: false,
      language: 'pt',
      api: { forgotPassword: () => fail(ERRORS.RATE_LIMITED.code, 'Muitas solicitações') },
    });
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar o link' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Pedidos demais de link. Aguarde 15 minutos e tente novamente.',
    );
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
  });
});
