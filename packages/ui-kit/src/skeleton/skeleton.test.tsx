import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderKit } from '../../test/render';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is one busy status with as many hidden rows as asked', () => {
    renderKit(<Skeleton rows={4} label="Loading news" />);
    const status = screen.getByRole('status', { name: 'Loading news' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(4);
  });

  it("gives each row the list row's height when told it, so the list does not move the page", () => {
    renderKit(<Skeleton rows={3} rowHeight={101} />);
    const rows = screen.getAllByTestId('skeleton-row');
    expect(rows.map((row) => getComputedStyle(row).height)).toEqual(['101px', '101px', '101px']);
  });
});
