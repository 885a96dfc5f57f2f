import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../test/render';
import { Tabs } from './tabs';

const items = [{ title: 'One' }, { title: 'Two' }];

describe('Tabs', () => {
  it('takes the rest of the column when it switches content, so a list in it can fill it', () => {
    renderKit(
      <Tabs items={items} active={0} onChange={vi.fn()}>
        <p>rows</p>
      </Tabs>,
    );
    const panel = screen.getByRole('tabpanel');
    expect(getComputedStyle(panel.parentElement!).flexGrow).toBe('1');
    expect(getComputedStyle(panel).flexGrow).toBe('1');
  });

  it('keeps its own height as a bare bar', () => {
    renderKit(<Tabs items={items} active={0} onChange={vi.fn()} />);
    expect(getComputedStyle(screen.getByRole('tabpanel').parentElement!).flexGrow).not.toBe('1');
  });
});
