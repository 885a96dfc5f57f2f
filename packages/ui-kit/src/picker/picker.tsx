import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { CheckIcon } from '../icons/icons';
import { Popup } from '../popup/popup';
import { bareButton, TOUCH_TARGET } from '../theme/mixins';

export interface PickerOption<V> {
  value: V;
  label: ReactNode;
}

export interface PickerProps<V> {
  open: boolean;
  title: ReactNode;
  options: PickerOption<V>[];
  value?: V;
  /** Tapping an option chooses it and closes the sheet. */
  onSelect: (value: V) => void;
  onClose: () => void;
}

const Group = styled.div`
  padding-bottom: ${({ theme }) => theme.space.sm}px;
`;

const Option = styled.button.attrs({ type: 'button' })<{ $selected: boolean }>`
  ${bareButton}
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: ${TOUCH_TARGET + 4}px;
  padding: 0 ${({ theme }) => theme.space.lg}px;
  color: ${({ theme, $selected }) => ($selected ? theme.color.tabActive : theme.color.text)};
  font-weight: ${({ theme, $selected }) => ($selected ? theme.font.weightBold : theme.font.weightRegular)};
  text-align: start;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

/** A single-choice list in a bottom sheet (ID type, bank, currency). */
export function Picker<V>({ open, title, options, value, onSelect, onClose }: PickerProps<V>) {
  const titleId = useId();
  return (
    <Popup
      open={open}
      onClose={onClose}
      position="bottom"
      title={<span id={titleId}>{title}</span>}
      showClose
    >
      <Group role="radiogroup" aria-labelledby={titleId}>
        {options.map((option, index) => {
          const selected = Object.is(option.value, value);
          return (
            <Option
              key={index}
              role="radio"
              aria-checked={selected}
              $selected={selected}
              onClick={() => {
                onSelect(option.value);
                onClose();
              }}
            >
              {option.label}
              {selected && <CheckIcon />}
            </Option>
          );
        })}
      </Group>
    </Popup>
  );
}
