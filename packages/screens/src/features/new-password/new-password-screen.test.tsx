import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERRORS } from '@trading/contract';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../shared/testing/fake-api';
import { fieldMessage } from '../../shared/testing/field-message';
import { renderScreen } from '../../shared/testing/render-screen';
import { NewPasswordScreen } from './new-password-screen';

const LINK = '/newPassword?token=tok-123';
const DEAD = 'This link has expired or was already used: ask for a new one';

async function typePassword(password: string, repeat = password) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Repeat password'), repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('NewPasswordScreen', () => {
  it('keeps the registration rules: six characters, typed twice alike', async () => {
    const { server } = renderScreen(<NewPasswordScreen />, { path: LINK, loggedIn: false });
    await typePassword('abc12', 'abc12');
    await waitFor(() => expect(fieldMessage('New password')).not.toBe(''));
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Repeat password'));
    await typePassword('abc123', 'abc124');
    await waitFor(() =>
      expect(fieldMessage('Repeat password')).toBe('Two passwords are different'),
    );
    expect(server.sent('resetPassword')).toHaveLength(0);
  });

  it('sets the password with the link’s token, then goes to sign in and says so', async () => {
    const { server } = renderScreen(<NewPasswordScreen />, {
      path: LINK,
      loggedIn: false,
      api: { resetPassword: () => ok(null) },
    });
    await typePassword('new456');
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/login');
    expect(screen.getByText('Your password was changed. Sign in with the new one.')).toBeTruthy();
    expect(server.sent('resetPassword').map((call) => call.body)).toEqual([
      { token: 'tok-123', password: 'new456' },
    ]);
  });

  it('asks for the second factor when the server wants it, keeping the typed password', async () => {
    const { server } = renderScreen(<NewPasswordScreen />, {
      path: LINK,
      loggedIn: false,
      api: {
        resetPassword: ({ input }) => {
          const factor = input.secondFactor as { code?: string } | undefined;
          if (!factor) return fail(ERRORS.SECOND_FACTOR_REQUIRED.code, 'Code required');
          if (factor.code !== '246810')
            return fail(ERRORS.SECOND_FACTOR_WRONG.code, 'The code is wrong');
          return ok(null);
        },
      },
    });
    await typePassword('new456');
    expect(await screen.findByText(/This account has two-factor sign-in/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Authentication code'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The code is wrong')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Authentication code'));
    await userEvent.type(screen.getByLabelText('Authentication code'), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/login');
    expect(server.sent('resetPassword').map((call) => call.body)).toEqual([
      { token: 'tok-123', password: 'new456' },
      { token: 'tok-123', password: 'new456', secondFactor: { code: '111111' } },
      { token: 'tok-123', password: 'new456', secondFactor: { code: '246810' } },
    ]);
  });

  it('says a used or expired link is dead and offers a new one', async () => {
    renderScreen(<NewPasswordScreen />, {
      path: LINK,
      loggedIn: false,
      api: { resetPassword: () => fail(ERRORS.RESET_LINK_INVALID.code, DEAD) },
    });
    await typePassword('new456');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', DEAD);
    expect(screen.queryByLabelText('New password')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/forgotPassword');
  });

  it('says so at once when the link lost its token', () => {
    renderScreen(<NewPasswordScreen />, { path: '/newPassword', loggedIn: false });
    expect(screen.getByRole('alert')).toHaveProperty('textContent', DEAD);
  });
});
