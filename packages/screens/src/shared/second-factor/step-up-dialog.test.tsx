import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../testing/fake-api';
import { renderScreen } from '../testing/render-screen';
import { StepUpDialog } from './step-up-dialog';

const noFactor = { enabled: false, enrolmentRequired: false, recoveryCodesLeft: 0, passkey: false };

describe('StepUpDialog', () => {
  it('asks a user without a second factor for the password, and closes once it is confirmed', async () => {
    const onClose = vi.fn();
    const { server } = renderScreen(<StepUpDialog onClose={onClose} />, {
      path: '/devices',
      api: {
        twoFactorState: () => ok(noFactor),
        stepUp: () => ok({ until: 1_717_200_300_000 }),
      },
    });
    expect(await screen.findByText('Enter your login password to continue')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Password'), 'abc123');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(server.inputs('stepUp')).toEqual([{ password: 'abc123' }]);
  });

  it('asks for the code, not the password, when TOTP is on', async () => {
    renderScreen(<StepUpDialog onClose={vi.fn()} />, {
      path: '/devices',
      api: { twoFactorState: () => ok({ ...noFactor, enabled: true, recoveryCodesLeft: 10 }) },
    });
    expect(await screen.findByLabelText('Authentication code')).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });
});
