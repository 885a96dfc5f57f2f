import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../shared/testing/fake-api';
import { fieldMessage } from '../../shared/testing/field-message';
import { renderScreen } from '../../shared/testing/render-screen';
import { ResetPasswordScreen } from './reset-password-screen';

describe('ResetPasswordScreen', () => {
  it('asks for old, new and repeated password', async () => {
    renderScreen(<ResetPasswordScreen />, { path: '/resetPassword' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Please enter the old password')).not.toHaveLength(0);
    expect(screen.getByText('Please enter the new password')).toBeTruthy();
    expect(screen.getByText('Please repeat the password')).toBeTruthy();
  });

  it('caps the new password at 6 characters', async () => {
    renderScreen(<ResetPasswordScreen />, { path: '/resetPassword' });
    await userEvent.type(screen.getByLabelText('New password'), '1234567890');
    expect(screen.getByLabelText<HTMLInputElement>('New password').value).toBe('123456');
  });

  it('changes nothing while the repeat differs, saying so at the repeat field', async () => {
    const { server } = renderScreen(<ResetPasswordScreen />, {
      path: '/resetPassword',
      api: { changePassword: () => ok(null) },
    });
    await userEvent.type(screen.getByLabelText('Old password'), 'demo12');
    await userEvent.type(screen.getByLabelText('New password'), 'abc123');
    await userEvent.type(screen.getByLabelText('Repeat password'), 'abc124');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(fieldMessage('Repeat password')).toBe('Two passwords are different'),
    );
    expect(server.sent('changePassword')).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Repeat password'));
    await userEvent.type(screen.getByLabelText('Repeat password'), 'abc123');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(server.sent('changePassword')).toHaveLength(1));
    expect(server.sent('changePassword')[0]!.body).toEqual({
      oldPassword: 'demo12',
      password: 'abc123',
    });
  });
});
