import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WorkingOrder } from '@trading/contract';
import { describe, expect, it, vi } from 'vitest';
import { openDownload } from '../../shared/documents/open-download';
import { fail, ok } from '../../shared/testing/fake-api';
import { workingOrder } from '../../shared/testing/market-fixtures';
import { renderScreen } from '../../shared/testing/render-screen';
import { OrderDetailScreen } from './order-detail-screen';

vi.mock('../../shared/documents/open-download', () => ({ openDownload: vi.fn() }));

const filled = workingOrder(42, {
  stockId: 1001,
  type: 'STOP_LIMIT',
  quantity: 1200,
  limitPrice: '50.00',
  stopPrice: '49.00',
  status: 'FILLED',
  heldAmount: '0',
  filledPrice: '49.50',
  fee: '59.40',
  filledOrderId: 77,
  // 09:30:00 and 14:05:07 in Lagos (UTC+1).
  createdTime: Date.UTC(2026, 10, 27, 8, 30, 0),
  expiresTime: Date.UTC(2027, 1, 25, 13, 30, 0),
  updatedTime: Date.UTC(2026, 10, 27, 13, 5, 7),
});

const link = { url: '/api/documents/file/signed?exp=1&sig=s', expiresTime: 1 };

function open(order: WorkingOrder | null, language: 'en' | 'pt' = 'en') {
  return renderScreen(<OrderDetailScreen />, {
    route: '/orderDetail/:id',
    path: '/orderDetail/42',
    language,
    api: {
      orderDetail: () => (order ? ok(order) : fail(10002, 'Not found')),
      contractNoteLink: () => ok(link),
    },
  });
}

/** The detail's value for a label. */
const valueOf = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('Order detail', () => {
  it('states the terms, the fill, the fee, the total and the times in the exchange zone', async () => {
    const { server } = open(filled);
    const card = within((await screen.findByText('Buy · Dangote Cement')).closest('article')!);
    expect(card.getByText('NSENG · DANGCEM')).toBeTruthy();
    expect(valueOf('Status')).toBe('Filled');
    expect(valueOf('Order type')).toBe('Stop limit');
    expect(valueOf('Quantity')).toBe('1,200');
    expect(valueOf('Limit price')).toBe('₦50.00');
    expect(valueOf('Stop price')).toBe('₦49.00');
    expect(valueOf('Fill price')).toBe('₦49.50');
    expect(valueOf('Fee')).toBe('₦59.40');
    // 49.50 × 1,200 + 59.40.
    expect(valueOf('Total paid')).toBe('₦59,459.40');
    expect(valueOf('Placed')).toBe('2026-11-27 09:30:00 (Africa/Lagos)');
    expect(valueOf('Filled on')).toBe('2026-11-27 14:05:07 (Africa/Lagos)');
    expect(screen.queryByText('Set aside')).toBeNull();
    expect(server.inputs('orderDetail')).toEqual([{ id: '42' }]);
  });

  it('says why an order ended unfilled, and what a waiting buy sets aside', async () => {
    open({ ...filled, status: 'CANCELLED', reason: 'USER', filledPrice: null, fee: null }, 'pt');
    expect(await screen.findByText('Cancelada · por você')).toBeTruthy();
    expect(screen.queryByText('Total pago')).toBeNull();
  });

  it("downloads the fill's contract note, as CSV here, on a signed link", async () => {
    const { server } = open(filled);
    fireEvent.click(await screen.findByRole('button', { name: 'Contract note as CSV' }));
    await waitFor(() => expect(openDownload).toHaveBeenCalledWith(link.url));
    expect(server.inputs('contractNoteLink')).toEqual([{ source: 'ORDER', id: 77, format: 'csv' }]);
  });

  it('shows an open buy with its hold and expiry, and no contract note yet', async () => {
    open({
      ...filled,
      status: 'PENDING',
      heldAmount: '60000.00',
      filledPrice: null,
      fee: null,
      filledOrderId: null,
    });
    await screen.findByText('Buy · Dangote Cement');
    expect(screen.queryByRole('button', { name: 'Contract note as PDF' })).toBeNull();
    expect(valueOf('Set aside')).toBe('₦60,000.00');
    expect(valueOf('Expires')).toBe('2027-02-25 14:30:00 (Africa/Lagos)');
  });

  it("answers another investor's or an unknown order as not found, without Retry", async () => {
    open(null);
    expect(await screen.findByText('This order does not exist or is not yours.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
