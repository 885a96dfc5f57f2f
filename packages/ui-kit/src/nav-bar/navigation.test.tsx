import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../test/render';
import { TabBar } from '../tab-bar/tab-bar';
import { Tabs } from '../tabs/tabs';
import { NavBar } from './nav-bar';

describe('NavBar', () => {
  it('shows the title and a back button that calls onBack', async () => {
    const onBack = vi.fn();
    renderKit(<NavBar title="Deposit" onBack={onBack} right={<button>Search</button>} />);
    expect(screen.getByRole('heading', { name: 'Deposit' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('has no back button without onBack', () => {
    renderKit(<NavBar title="Market" />);
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });
});

describe('TabBar', () => {
  const items = [
    { label: 'Home', to: '/' },
    { label: 'Market', to: '/market' },
    { label: 'Account', to: '/account' },
  ];

  it('marks the current route and navigates client-side on a plain click', async () => {
    const onNavigate = vi.fn();
    renderKit(<TabBar items={items} current={1} onNavigate={onNavigate} aria-label="Main" />);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Market' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await userEvent.click(screen.getByRole('link', { name: 'Account' }));
    expect(onNavigate).toHaveBeenCalledWith('/account', 2);
  });

  it('puts a count on a tab, read as part of its name, and nothing at zero', () => {
    const badged = (count: number) =>
      items.map((item) =>
        item.to === '/account' ? { ...item, badge: { count, label: `${count} unread` } } : item,
      );
    const { rerender } = renderKit(<TabBar items={badged(3)} current={0} onNavigate={vi.fn()} />);
    const account = screen.getByRole('link', { name: 'Account, 3 unread' });
    expect(account).toHaveTextContent('3');
    rerender(<TabBar items={badged(250)} current={0} onNavigate={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Account, 250 unread' })).toHaveTextContent('99+');
    rerender(<TabBar items={badged(0)} current={0} onNavigate={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Account' })).toHaveTextContent(/^Account$/);
  });
});

describe('Tabs', () => {
  it('selects by click and by arrow keys with roving focus', async () => {
    const user = userEvent.setup();
    function Market() {
      const [active, setActive] = useState(0);
      return (
        <Tabs
          items={[{ title: 'Index' }, { title: 'Rising' }, { title: 'Falling' }]}
          active={active}
          onChange={setActive}
        >
          panel {active}
        </Tabs>
      );
    }
    renderKit(<Market />);
    expect(screen.getByRole('tab', { name: 'Index' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Index' })).toHaveTextContent('panel 0');
    await user.click(screen.getByRole('tab', { name: 'Falling' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel 2');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Index' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Index' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Falling' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Index' })).toHaveAttribute('tabindex', '-1');
  });
});
