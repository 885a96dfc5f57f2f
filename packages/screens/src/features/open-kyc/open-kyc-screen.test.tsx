import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KycRecord } from '@trading/contract';
import { describe, expect, it } from 'vitest';
import { ok } from '../../shared/testing/fake-api';
import { renderScreen } from '../../shared/testing/render-screen';
import { OpenKycScreen } from './open-kyc-screen';

const record = (status: KycRecord['status']): KycRecord => ({
  name: 'Ada',
  idType: 'NIN',
  idNumber: '•••• 8901',
  taxIdType: null,
  taxIdNumber: null,
  bank: null,
  cardNo: null,
  photo: [{ id: 1, url: 'https://files.test/1.png' }],
  status,
  rejection: null,
});

describe('OpenKycScreen', () => {
  it('offers Verify now to an investor who never submitted', async () => {
    const { location } = renderScreen(<OpenKycScreen />, {
      path: '/openKyc',
      tenant: 'ngn',
      api: { kyc: () => ok(null) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Verify now' }));
    expect(location()).toBe('/kyc');
  });

  it.each([
    { status: 'PASSED' as const, shown: 'Verified' },
    { status: 'REVIEWING' as const, shown: 'Under Review' },
  ])('shows $shown and no Verify now when the record is $status', async ({ status, shown }) => {
    renderScreen(<OpenKycScreen />, {
      path: '/openKyc',
      tenant: 'ngn',
      api: { kyc: () => ok(record(status)) },
    });
    expect(await screen.findByText(shown)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify now' })).toBeNull();
  });
});
