import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { CheckIcon, ChevronDownIcon } from '../icons/icons';
import { bareButton, TOUCH_TARGET, visuallyHidden } from '../theme/mixins';

export interface DropdownOption<V> {
  value: V;
  label: ReactNode;
}

export interface DropdownProps<V> {
  options: DropdownOption<V>[];
  value: V;
  onChange: (value: V) => void;
  'aria-label': string;
}

const Root = styled.div`
  position: relative;
  display: inline-block;
`;

const Trigger = styled.button.attrs({ type: 'button' })`
  ${bareButton}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  min-height: ${TOUCH_TARGET}px;
  padding: 0 ${({ theme }) => theme.space.md}px;
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const TriggerName = styled.span`
  ${visuallyHidden}
`;

const Menu = styled.ul`
  position: absolute;
  top: 100%;
  left: 0;
  z-index: 500;
  min-width: 100%;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs}px 0;
  list-style: none;
  background: ${({ theme }) => theme.color.background};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Option = styled.li<{ $selected: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
  min-height: ${TOUCH_TARGET}px;
  padding: 0 ${({ theme }) => theme.space.lg}px;
  color: ${({ theme, $selected }) => ($selected ? theme.color.tabActive : theme.color.text)};
  white-space: nowrap;
  cursor: pointer;
  &:focus {
    outline: none;
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

/** A compact select (currency filter on block trades, transaction filters): a button and a listbox. */
export function Dropdown<V>({
  options,
  value,
  onChange,
  'aria-label': ariaLabel,
}: DropdownProps<V>) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const optionRefs = useRef<Array<HTMLLIElement | null>>([]);
  const listId = useId();
  const selectedIndex = Math.max(
    0,
    options.findIndex((option) => Object.is(option.value, value)),
  );

  useEffect(() => {
    if (!open) return undefined;
    optionRefs.current[selectedIndex]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, selectedIndex]);

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const choose = (index: number) => {
    const option = options[index];
    if (option && !Object.is(option.value, value)) onChange(option.value);
    close();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const focused = optionRefs.current.findIndex((node) => node === document.activeElement);
    const last = options.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(last, focused + 1),
      ArrowUp: Math.max(0, focused - 1),
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      optionRefs.current[moves[event.key]!]?.focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(focused);
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      close();
    }
  };

  return (
    <Root ref={rootRef}>
      {/* Named "Currency: NGN": the label leads, and the shown value stays part of the name. */}
      <Trigger
        ref={triggerRef}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((current) => !current)}
      >
        <TriggerName>{`${ariaLabel}:`}</TriggerName> {options[selectedIndex]?.label}
        <ChevronDownIcon size={16} />
      </Trigger>
      {open && (
        <Menu id={listId} role="listbox" aria-label={ariaLabel} onKeyDown={onMenuKeyDown}>
          {options.map((option, index) => {
            const selected = index === selectedIndex;
            return (
              <Option
                key={index}
                ref={(node) => {
                  optionRefs.current[index] = node;
                }}
                role="option"
                aria-selected={selected}
                tabIndex={-1}
                $selected={selected}
                onClick={() => choose(index)}
              >
                {option.label}
                {selected && <CheckIcon size={16} />}
              </Option>
            );
          })}
        </Menu>
      )}
    </Root>
  );
}
