import { STEPPER } from '@trading/contract';
import { useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { IconButton } from '../button/button';
import { MinusIcon, PlusIcon } from '../icons/icons';
import { useTypedBeforeTakeover } from '../hooks/use-typed-before-takeover';
import { formatQuantity } from '../price-text/format-quantity';
import { useUiText } from '../text/ui-text';
import { TOUCH_TARGET } from '../theme/mixins';
import { clampToStep, parseStepperInput, stepBy, type StepperBounds } from './stepper-value';

export interface StepperProps {
  /** Controlled value; leave undefined to let the stepper keep its own. */
  value?: number;
  defaultValue?: number;
  onChange?: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  disabled?: boolean;
  /**
   * Typed numbers reach onChange as read, on every keystroke, neither snapped to the grid nor
   * bounded: for a form that says what is wrong with a quantity rather than changing it.
   */
  keepTyped?: boolean;
  /** The form found the value wrong; its message is named by aria-describedby. */
  invalid?: boolean;
  'aria-label'?: string;
  'aria-describedby'?: string;
  id?: string;
}

const Box = styled.div`
  display: inline-flex;
  align-items: stretch;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.color.surface};
`;

const Input = styled.input`
  width: 80px;
  min-height: ${TOUCH_TARGET}px;
  border: 0;
  border-inline: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.background};
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

/** Quantity stepper; the buy popup uses min 10, step 10, default 10 (the defaults here). */
export function Stepper({
  value,
  defaultValue,
  onChange,
  min = STEPPER.min,
  max,
  step = STEPPER.step,
  disabled = false,
  keepTyped = false,
  invalid = false,
  'aria-label': ariaLabel,
  'aria-describedby': describedBy,
  id,
}: StepperProps) {
  const text = useUiText();
  const bounds: StepperBounds = { min, max, step };
  const [own, setOwn] = useState(() => clampToStep(defaultValue ?? STEPPER.default, bounds));
  const current = value ?? own;
  // While typing, the field shows the raw text; it is snapped to the grid on blur or Enter.
  const [draft, setDraft] = useState<string | null>(null);

  // Typed text that cannot be read leaves the quantity as it was, rather than rewriting it.
  const commitTyped = (typed: string) => {
    const read = parseStepperInput(typed, bounds);
    commit(Number.isNaN(read) ? current : keepTyped ? read : clampToStep(read, bounds));
  };

  const onType = (typed: string) => {
    setDraft(typed);
    if (!keepTyped) return;
    const read = parseStepperInput(typed, bounds);
    if (Number.isNaN(read)) return;
    if (value === undefined) setOwn(read);
    if (read !== current) onChange?.(read);
  };

  const commit = (next: number) => {
    setDraft(null);
    if (value === undefined) setOwn(next);
    if (next !== current) onChange?.(next);
  };

  // A quantity typed into the server's HTML is the user's draft, as if typed after.
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeTakeover(field, draft ?? String(current), (typed) => onType(typed.value));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      commit(stepBy(current, event.key === 'ArrowUp' ? 1 : -1, bounds));
    } else if (event.key === 'Enter' && draft !== null) {
      commitTyped(draft);
    }
  };

  const atMin = current <= min;
  const atMax = max !== undefined && stepBy(current, 1, bounds) === current;

  return (
    <Box>
      <IconButton
        aria-label={text.decrease}
        disabled={disabled || atMin}
        onClick={() => commit(stepBy(current, -1, bounds))}
      >
        <MinusIcon />
      </IconButton>
      <Input
        ref={field}
        id={id}
        role="spinbutton"
        // Whole shares get the digits-only keypad; a fractional grid needs the decimal point.
        inputMode={Number.isInteger(step) && Number.isInteger(min) ? 'numeric' : 'decimal'}
        aria-label={ariaLabel}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-valuenow={current}
        aria-valuemin={min}
        aria-valuemax={max}
        disabled={disabled}
        value={draft ?? String(current)}
        onChange={(event) => onType(event.target.value)}
        onBlur={() => draft !== null && commitTyped(draft)}
        onKeyDown={onKeyDown}
      />
      <IconButton
        aria-label={text.increase}
        disabled={disabled || atMax}
        onClick={() => commit(stepBy(current, 1, bounds))}
      >
        <PlusIcon />
      </IconButton>
    </Box>
  );
}

export interface ShortcutAmountsProps {
  amounts?: readonly number[];
  value?: number;
  onSelect: (amount: number) => void;
  'aria-label'?: string;
}

const Shortcuts = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Shortcut = styled.button.attrs({ type: 'button' })<{ $active: boolean }>`
  flex: 1;
  min-height: ${TOUCH_TARGET}px;
  border: 1px solid ${({ theme, $active }) => ($active ? theme.color.primary : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme, $active }) => ($active ? theme.color.primary : theme.color.surface)};
  color: ${({ theme, $active }) => ($active ? theme.color.onPrimary : theme.color.text)};
  cursor: pointer;
`;

/** The 10 / 20 / 50 / 100 quick quantities under the stepper, grouped as every quantity is. */
export function ShortcutAmounts({
  amounts = STEPPER.shortcuts,
  value,
  onSelect,
  'aria-label': ariaLabel,
}: ShortcutAmountsProps) {
  return (
    <Shortcuts role="group" aria-label={ariaLabel}>
      {amounts.map((amount) => (
        <Shortcut
          key={amount}
          $active={amount === value}
          aria-pressed={amount === value}
          onClick={() => onSelect(amount)}
        >
          {formatQuantity(amount)}
        </Shortcut>
      ))}
    </Shortcuts>
  );
}
