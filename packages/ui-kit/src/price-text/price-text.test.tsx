import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ngn, renderKit } from '../../test/render';
import { ChangeText, PriceText } from './price-text';

function rgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe('PriceText and ChangeText', () => {
  it('colour changes by sign with the tenant tokens', () => {
    renderKit(
      <>
        <ChangeText value="1.234" />
        <ChangeText value="-0.5" percent />
        <ChangeText value={0} data-testid="flat" />
      </>,
    );
    expect(screen.getByText('+1.23')).toHaveStyle({ color: rgb(ngn.color.up) });
    expect(screen.getByText('-0.50%')).toHaveStyle({ color: rgb(ngn.color.down) });
    expect(screen.getByTestId('flat')).toHaveStyle({ color: rgb(ngn.color.flat) });
  });

  it('prefixes the currency sign and follows the change colour when given', () => {
    renderKit(<PriceText value="1234.5" sign="₦" change="-2" />);
    expect(screen.getByText('₦1,234.50')).toHaveStyle({ color: rgb(ngn.color.down) });
  });
});
