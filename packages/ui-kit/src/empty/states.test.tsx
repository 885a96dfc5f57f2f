import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../test/render';
import { Cell } from '../cell/cell';
import { ErrorPanel } from '../error-panel/error-panel';
import { MaskedAmount, MaskToggle } from '../masked-amount/masked-amount';
import { QRCode } from '../qr-code/qr-code';
import { Skeleton } from '../skeleton/skeleton';
import { UiTextProvider } from '../text/ui-text';
import { Empty } from './empty';

describe('list states', () => {
  it('Empty says "No data" unless told otherwise', () => {
    renderKit(<Empty />);
    expect(screen.getByText('No data')).toBeInTheDocument();
  });

  it('ErrorPanel shows the failure text and a Retry button', async () => {
    const onRetry = vi.fn();
    renderKit(<ErrorPanel onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Load failed, please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('Skeleton is a busy status with one placeholder per row', () => {
    renderKit(<Skeleton rows={4} />);
    expect(screen.getByRole('status', { name: 'Loading...' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(4);
  });

  it('takes translated texts from UiTextProvider', () => {
    renderKit(
      <UiTextProvider text={{ empty: 'Sem dados', retry: 'Tentar novamente' }}>
        <Empty />
        <ErrorPanel onRetry={() => {}} />
      </UiTextProvider>,
    );
    expect(screen.getByText('Sem dados')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(screen.getByText('Load failed, please try again.')).toBeInTheDocument();
  });
});

describe('Cell', () => {
  it('is a button row when it has onClick and static otherwise', async () => {
    const onClick = vi.fn();
    renderKit(
      <>
        <Cell title="Bank account" isLink onClick={onClick} />
        <Cell title="Available" value="₦10.00" />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Bank account' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByText('₦10.00')).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});

describe('MaskedAmount', () => {
  it('masks as ****** with an accessible name, and the toggle flips it', async () => {
    const onToggle = vi.fn();
    const { rerender } = renderKit(
      <>
        <MaskedAmount hidden={false}>₦1,000.00</MaskedAmount>
        <MaskToggle hidden={false} onToggle={onToggle} />
      </>,
    );
    expect(screen.getByText('₦1,000.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide amount' }));
    expect(onToggle).toHaveBeenCalledWith(true);
    rerender(
      <>
        <MaskedAmount hidden>₦1,000.00</MaskedAmount>
        <MaskToggle hidden onToggle={onToggle} />
      </>,
    );
    expect(screen.queryByText('₦1,000.00')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Amount hidden' })).toHaveTextContent('******');
    expect(screen.getByRole('button', { name: 'Show amount' })).toBeInTheDocument();
  });
});

describe('QRCode', () => {
  it('renders an SVG code named for screen readers', () => {
    renderKit(<QRCode value="TXYZ123" label="USDT deposit address" />);
    const code = screen.getByRole('img', { name: 'USDT deposit address' });
    expect(code.querySelector('svg')).not.toBeNull();
  });
});
