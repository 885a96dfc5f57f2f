import { TenantTokens } from '@trading/contract/tenant';
import brlTokens from '@trading/tenant-brl/tokens';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ngn } from '../../test/render';
import { Gallery } from './gallery';

vi.stubGlobal(
  'IntersectionObserver',
  class {
    observe() {}
    disconnect() {}
  },
);

describe('Gallery', () => {
  it.each([
    ['ngn', ngn],
    ['brl', TenantTokens.parse(brlTokens)],
  ])('renders every section under the %s tenant', (_, tokens) => {
    render(<Gallery tokens={tokens} />);
    for (const name of [
      'Buttons',
      'Tabs and tab bar',
      'Overlays',
      'Uploader',
      'List states',
      'Banner carousel',
      'QR code',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getAllByText('No data').length).toBeGreaterThan(0);
  });
});
