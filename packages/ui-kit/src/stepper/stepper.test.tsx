import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { numberLocaleOf, setNumberLocale } from '../price-text/number-locale';
import { renderKit } from '../../test/render';
import { ShortcutAmounts, Stepper } from './stepper';
import { clampToStep, parseStepperInput, stepBy } from './stepper-value';

const bounds = { min: 10, step: 10, max: 100 };

describe('stepper values', () => {
  it('snaps to the nearest step and clamps to the bounds', () => {
    expect(clampToStep(25, bounds)).toBe(30);
    expect(clampToStep(24, bounds)).toBe(20);
    expect(clampToStep(3, bounds)).toBe(10);
    expect(clampToStep(1000, bounds)).toBe(100);
    expect(clampToStep(1000, { min: 10, step: 10, max: 95 })).toBe(90);
    expect(clampToStep(Number.NaN, bounds)).toBe(10);
    expect(clampToStep(0.30000000000000004, { min: 0, step: 0.1 })).toBe(0.3);
    expect(stepBy(10, -1, bounds)).toBe(10);
    expect(stepBy(100, 1, bounds)).toBe(100);
    expect(stepBy(20, 1, bounds)).toBe(30);
    expect(parseStepperInput(' 40 ', bounds)).toBe(40);
    expect(parseStepperInput('4x', bounds)).toBeNaN();
    expect(parseStepperInput('1,500', bounds)).toBe(1500);
    expect(parseStepperInput('-30', bounds)).toBeNaN();
    expect(parseStepperInput('1.5', bounds)).toBeNaN();
    expect(parseStepperInput('1.5', { min: 0.5, step: 0.5 })).toBe(1.5);
  });
});

describe('Stepper', () => {
  it('defaults to 10, steps by 10 and cannot go below the minimum', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderKit(<Stepper aria-label="Quantity" onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(input).toHaveValue('10');
    expect(screen.getByRole('button', { name: 'Decrease' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase' }));
    expect(input).toHaveValue('20');
    expect(onChange).toHaveBeenLastCalledWith(20);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveValue('20');
    input.focus();
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveValue('10');
  });

  it('snaps typed values on blur and respects the maximum', async () => {
    const user = userEvent.setup();
    renderKit(<Stepper aria-label="Quantity" max={50} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(input);
    await user.type(input, '47');
    await user.tab();
    expect(input).toHaveValue('50');
    expect(screen.getByRole('button', { name: 'Increase' })).toBeDisabled();
    await user.clear(input);
    await user.type(input, '20{Enter}');
    expect(input).toHaveValue('20');
    // Never rewritten: a negative or a fraction of a share leaves the quantity as it was.
    await user.clear(input);
    await user.type(input, '-30{Enter}');
    expect(input).toHaveValue('20');
    await user.clear(input);
    await user.type(input, '1.5{Enter}');
    expect(input).toHaveValue('20');
  });

  it('with keepTyped, passes each typed number on as typed, off the grid and past the maximum', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderKit(<Stepper aria-label="Quantity" max={30} keepTyped invalid onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(input);
    await user.type(input, '45');
    expect(onChange).toHaveBeenLastCalledWith(45);
    await user.tab();
    expect(input).toHaveValue('45');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for the digits keypad on a whole grid and the decimal one on a fractional grid', () => {
    renderKit(<Stepper aria-label="Shares" />);
    renderKit(<Stepper aria-label="Lots" min={0.5} step={0.5} defaultValue={1} />);
    expect(screen.getByLabelText('Shares')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Lots')).toHaveAttribute('inputmode', 'decimal');
  });

  it('works with ShortcutAmounts as a controlled pair', async () => {
    const user = userEvent.setup();
    function Buy() {
      const [amount, setAmount] = useState(10);
      return (
        <>
          <Stepper aria-label="Quantity" value={amount} onChange={setAmount} />
          <ShortcutAmounts value={amount} onSelect={setAmount} />
        </>
      );
    }
    renderKit(<Buy />);
    expect(screen.getAllByRole('button', { pressed: false }).map((b) => b.textContent)).toEqual([
      '20',
      '50',
      '100',
    ]);
    await user.click(screen.getByRole('button', { name: '50' }));
    expect(screen.getByRole('spinbutton')).toHaveValue('50');
    expect(screen.getByRole('button', { name: '50' })).toHaveAttribute('aria-pressed', 'true');
  });

  describe('grouping', () => {
    afterEach(() => setNumberLocale(numberLocaleOf('en')));

    it("names quick quantities grouped the tenant's way (lakh for INR)", () => {
      setNumberLocale(numberLocaleOf('en', 'indian'));
      renderKit(<ShortcutAmounts amounts={[100, 250_000]} onSelect={() => {}} />);
      expect(screen.getByRole('button', { name: '2,50,000' })).toBeTruthy();
    });
  });
});
