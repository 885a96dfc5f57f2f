import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../shared/testing/fake-api';
import { fieldMessage } from '../../shared/testing/field-message';
import { renderScreen } from '../../shared/testing/render-screen';
import { ResetOpPasswordScreen } from './reset-op-password-screen';

describe('ResetOpPasswordScreen', () => {
  it('sets a first withdrawal password without asking for an old one', async () => {
    const { server } = renderScreen(<ResetOpPasswordScreen />, {
      path: '/resetOpPassword',
      api: { opPasswordState: () => ok({ exists: false }), setOpPassword: () => ok(null) },
    });
    await userEvent.type(await screen.findByLabelText('Withdrawal password'), '123456');
    expect(screen.queryByLabelText('Old password')).toBeNull();
    await userEvent.type(screen.getByLabelText('Repeat password'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(server.sent('setOpPassword')).toHaveLength(1));
    expect(server.sent('setOpPassword')[0]!.body).toEqual({ password: '123456' });
  });

  it('asks for the old one when a password exists, and shows the server message on failure', async () => {
    renderScreen(<ResetOpPasswordScreen />, {
      path: '/resetOpPassword',
      api: {
        opPasswordState: () => ok({ exists: true }),
        setOpPassword: () => fail(20003, 'Wrong withdrawal password'),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Please enter the old password')).not.toHaveLength(0);
    // Which password is "old" is said, so nobody types the login password there.
    await userEvent.type(screen.getByLabelText('Current withdrawal password'), '000000');
    await userEvent.type(screen.getByLabelText('New withdrawal password'), '123456');
    await userEvent.type(screen.getByLabelText('Repeat password'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Wrong withdrawal password')).toBeTruthy();
  });

  it.each([
    ['sets', false],
    ['changes', true],
  ])('%s nothing while the repeat differs, saying so at the repeat field', async (_, exists) => {
    const { server } = renderScreen(<ResetOpPasswordScreen />, {
      path: '/resetOpPassword',
      api: { opPasswordState: () => ok({ exists }), setOpPassword: () => ok(null) },
    });
    await screen.findByRole('button', { name: 'Submit' });
    await userEvent.type(
      screen.getByLabelText(exists ? 'New withdrawal password' : 'Withdrawal password'),
      '123456',
    );
    if (exists)
      await userEvent.type(screen.getByLabelText('Current withdrawal password'), '000000');
    await userEvent.type(screen.getByLabelText('Repeat password'), '123465');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(fieldMessage('Repeat password')).toBe('Two passwords are different'),
    );
    expect(server.sent('setOpPassword')).toHaveLength(0);
  });
});
