import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderKit } from '../../test/render';
import { Dropdown } from './dropdown';

function Currency() {
  const [value, setValue] = useState('NGN');
  return (
    <>
      <Dropdown
        aria-label="Currency"
        value={value}
        onChange={setValue}
        options={['NGN', 'USD'].map((code) => ({ value: code, label: code }))}
      />
      <button>outside</button>
    </>
  );
}

describe('Dropdown', () => {
  it('opens a listbox, selects by click and returns focus', async () => {
    const user = userEvent.setup();
    renderKit(<Currency />);
    // The name carries the visible value, so voice control users can say what they see.
    const trigger = screen.getByRole('button', { name: 'Currency: NGN' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: 'NGN' })).toHaveFocus();
    await user.click(screen.getByRole('option', { name: 'USD' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveAccessibleName('Currency: USD');
    expect(trigger).toHaveFocus();
  });

  it('works from the keyboard and closes on Escape or outside taps', async () => {
    const user = userEvent.setup();
    renderKit(<Currency />);
    const trigger = screen.getByRole('button', { name: /^Currency/ });
    trigger.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(trigger).toHaveTextContent('USD');
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'outside' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
