import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../shared/testing/fake-api';
import { renderScreen } from '../../shared/testing/render-screen';
import { DevicesScreen } from './devices-screen';

const sessions = [
  {
    id: 41,
    device: 'Chrome 131 on Windows',
    place: 'NG',
    createdTime: 1_717_200_000_000,
    lastSeenTime: 1_717_203_600_000,
    current: true,
  },
  {
    id: 38,
    device: 'Safari 17 on iOS',
    place: '102.89.x.x',
    createdTime: 1_717_000_000_000,
    lastSeenTime: 1_717_100_000_000,
    current: false,
  },
];

describe('DevicesScreen', () => {
  it('marks this device and signs another one out after a confirmation', async () => {
    const { server } = renderScreen(<DevicesScreen />, {
      path: '/devices',
      api: {
        sessions: () => ok(sessions),
        sessionRevoke: () => ok(null),
        passkeys: () => ok([]),
      },
    });
    expect(await screen.findByText('Safari 17 on iOS')).toBeTruthy();
    expect(screen.getByText('This device')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    // The row's device is the one signed out, not the one in the investor's hand.
    expect(await screen.findByText('Sign that device out now?')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(server.sent('sessionRevoke')).toHaveLength(1));
    expect(server.sent('sessionRevoke')[0]!.path).toContain('/user/sessions/38');
    expect(await screen.findByText('Signed out')).toBeTruthy();
  });

  it('offers "Sign out everywhere else" only when another session exists', async () => {
    const { server } = renderScreen(<DevicesScreen />, {
      path: '/devices',
      api: {
        sessions: () => ok(sessions),
        sessionRevokeOthers: () => ok(null),
        passkeys: () => ok([]),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    // The question says what happens: every other device out, this one kept.
    expect(
      await screen.findByText('Sign out every other device? This device stays signed in.'),
    ).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(server.sent('sessionRevokeOthers')).toHaveLength(1));
  });

  it('lists passkeys and removes one', async () => {
    const { server } = renderScreen(<DevicesScreen />, {
      path: '/devices',
      api: {
        sessions: () => ok([sessions[0]!]),
        passkeys: () =>
          ok([
            {
              id: 3,
              name: 'Chrome 131 on macOS',
              createdTime: 1_717_200_000_000,
              lastUsedTime: null,
            },
          ]),
        passkeyRemove: () => ok(null),
      },
    });
    expect(await screen.findByText('Chrome 131 on macOS')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(server.sent('passkeyRemove')).toHaveLength(1));
  });

  it('lists this device first and says when there is no passkey', async () => {
    renderScreen(<DevicesScreen />, {
      path: '/devices',
      api: {
        sessions: () => ok([sessions[1]!, sessions[0]!]),
        passkeys: () => ok([]),
      },
    });
    expect(await screen.findByText('Safari 17 on iOS')).toBeTruthy();
    const devices = screen.getAllByText(/ on (Windows|iOS)$/).map((cell) => cell.textContent);
    expect(devices).toEqual(['Chrome 131 on Windows', 'Safari 17 on iOS']);
    expect(await screen.findByText('No passkeys yet')).toBeTruthy();
  });
});
