import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleAt } from '../testing/console-at';

const member = (userId: number, username: string, secondFactor: boolean) => ({
  userId,
  username,
  role: 'reviewer',
  grantedAt: 0,
  disabled: false,
  secondFactor,
});

describe('StaffScreen: a lost second factor', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it("resets a member's second factor after one more confirmation naming them", async () => {
    const sent = consoleAt('/staff', 'admin', {
      answers: {
        '/admin/staff': [member(8, 'bisi', true), member(9, 'kemi', false)],
        '/admin/staff/8/second-factor/reset': member(8, 'bisi', false),
      },
    });
    const bisi = (await screen.findByText('bisi')).closest('tr')!;
    const kemi = screen.getByText('kemi').closest('tr')!;
    // Kemi has none to reset: she sets one up at her next sign-in.
    expect(within(kemi).queryByRole('button', { name: 'Reset second factor' })).toBeNull();
    expect(kemi.textContent).toContain('sets up a second factor at next sign-in');

    fireEvent.click(within(bisi).getByRole('button', { name: 'Reset second factor' }));
    expect(sent.some((s) => s.path.endsWith('/second-factor/reset'))).toBe(false);
    fireEvent.click(within(bisi).getByRole('button', { name: /^Reset bisi's second factor\?/ }));
    await vi.waitFor(() =>
      expect(sent).toContainEqual({ method: 'POST', path: '/admin/staff/8/second-factor/reset' }),
    );
  });
});
