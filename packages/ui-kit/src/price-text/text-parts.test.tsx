import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { ngn, renderKit } from '../../test/render';
import { ChangeText, PriceText } from './price-text';
import { changeParts, priceParts, writeTextParts } from './text-parts';

function rgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe('text parts', () => {
  it('give the text and trend PriceText and ChangeText render', () => {
    expect(priceParts('1234.5', { sign: '₦', change: '-2' })).toEqual({
      text: '₦1,234.50',
      trend: 'down',
    });
    expect(priceParts(3)).toEqual({ text: '3.00', trend: undefined });
    expect(changeParts(-0.5, { percent: true })).toEqual({ text: '-0.50%', trend: 'down' });
    expect(changeParts(0)).toEqual({ text: '0.00', trend: 'flat' });
  });

  it('written into a rendered node, change its text and colour in place', () => {
    const price = createRef<HTMLSpanElement>();
    const change = createRef<HTMLSpanElement>();
    renderKit(
      <>
        <PriceText ref={price} value="10" change="1" data-testid="price" />
        <ChangeText ref={change} value="1" data-testid="change" />
        <PriceText value="10" data-testid="plain" />
      </>,
    );
    const node = screen.getByTestId('price');
    expect(node).toHaveStyle({ color: rgb(ngn.color.up) });
    writeTextParts(price.current, priceParts('9.5', { change: '-0.5' }));
    writeTextParts(change.current, changeParts('-0.5'));
    expect(node).toBe(price.current);
    expect(node.textContent).toBe('9.50');
    expect(node).toHaveStyle({ color: rgb(ngn.color.down) });
    expect(screen.getByTestId('change').textContent).toBe('-0.50');
    expect(screen.getByTestId('change')).toHaveStyle({ color: rgb(ngn.color.down) });
    writeTextParts(price.current, priceParts('9.5'));
    expect(node.dataset.trend).toBeUndefined();
    expect(screen.getByTestId('plain').dataset.trend).toBeUndefined();
  });
});
