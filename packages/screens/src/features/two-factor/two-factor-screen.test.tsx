import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../shared/testing/fake-api';
import { renderScreen } from '../../shared/testing/render-screen';
import { TwoFactorScreen } from './two-factor-screen';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `ABCDE-FGH${i}K`);

describe('TwoFactorScreen', () => {
  it('turns TOTP on: QR code and grouped key, a code, then the recovery codes once', async () => {
    const { server } = renderScreen(<TwoFactorScreen />, {
      path: '/account/two-factor',
      api: {
        twoFactorState: () =>
          ok({ enabled: false, enrolmentRequired: true, recoveryCodesLeft: 0, passkey: false }),
        twoFactorSetup: () =>
          ok({ secret: SECRET, uri: `otpauth://totp/Naira:demo?secret=${SECRET}&issuer=Naira` }),
        twoFactorConfirm: () => ok({ recoveryCodes: CODES }),
      },
    });
    expect(await screen.findByText(/requires two-factor sign-in/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('img', { name: 'Authenticator set-up code' })).toBeTruthy();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Authentication code'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Enter the 6 digits of the code')).toBeTruthy();
    expect(server.sent('twoFactorConfirm')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Authentication code'), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(server.sent('twoFactorConfirm')[0]!.body).toEqual({ code: '123456' });
  });

  it('shows the codes left and gets new ones', async () => {
    renderScreen(<TwoFactorScreen />, {
      path: '/account/two-factor',
      api: {
        twoFactorState: () =>
          ok({ enabled: true, enrolmentRequired: false, recoveryCodesLeft: 3, passkey: false }),
        twoFactorRecoveryCodes: () => ok({ recoveryCodes: CODES }),
      },
    });
    expect(await screen.findByText('3 recovery codes left')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'New recovery codes' }));
    expect(await screen.findByText(CODES[9]!)).toBeTruthy();
  });

  it.each([
    { left: 0, warning: 'No recovery codes left: make new ones before you need one.' },
    { left: 2, warning: 'Only 2 recovery codes left: make new ones before you need one.' },
  ])('warns when $left recovery codes are left and offers new ones', async ({ left, warning }) => {
    renderScreen(<TwoFactorScreen />, {
      path: '/account/two-factor',
      api: {
        twoFactorState: () =>
          ok({ enabled: true, enrolmentRequired: false, recoveryCodesLeft: left, passkey: false }),
        twoFactorRecoveryCodes: () => ok({ recoveryCodes: CODES }),
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(warning);
    await userEvent.click(screen.getByRole('button', { name: 'New recovery codes' }));
    expect(await screen.findByText(CODES[9]!)).toBeTruthy();
  });

  it('gives no warning while enough recovery codes are left', async () => {
    renderScreen(<TwoFactorScreen />, {
      path: '/account/two-factor',
      api: {
        twoFactorState: () =>
          ok({ enabled: true, enrolmentRequired: false, recoveryCodesLeft: 3, passkey: false }),
      },
    });
    expect(await screen.findByText('3 recovery codes left')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
