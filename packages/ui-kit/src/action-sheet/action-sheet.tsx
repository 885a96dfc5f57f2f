import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Popup } from '../popup/popup';
import { useUiText } from '../text/ui-text';
import { bareButton, TOUCH_TARGET } from '../theme/mixins';

export interface ActionSheetAction {
  name: ReactNode;
  description?: ReactNode;
  danger?: boolean;
  disabled?: boolean;
}

export interface ActionSheetProps {
  open: boolean;
  actions: ActionSheetAction[];
  /** Called with the chosen action's index; the sheet then asks to close. */
  onSelect: (index: number, action: ActionSheetAction) => void;
  onClose: () => void;
  title?: ReactNode;
  /** Accessible name when there is no title. */
  'aria-label'?: string;
  cancelText?: ReactNode;
}

const Item = styled.button.attrs({ type: 'button' })<{ $danger?: boolean }>`
  ${bareButton}
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  width: 100%;
  min-height: ${TOUCH_TARGET + 6}px;
  padding: ${({ theme }) => theme.space.sm}px;
  color: ${({ theme, $danger }) => ($danger ? theme.color.danger : theme.color.text)};
  font-size: ${({ theme }) => theme.font.sizeMd}px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  &:active {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

const Description = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.sizeXs}px;
`;

const Gap = styled.div`
  height: ${({ theme }) => theme.space.sm}px;
  background: ${({ theme }) => theme.color.surface};
`;

export function ActionSheet({
  open,
  actions,
  onSelect,
  onClose,
  title,
  'aria-label': ariaLabel,
  cancelText,
}: ActionSheetProps) {
  const text = useUiText();
  return (
    <Popup open={open} onClose={onClose} position="bottom" title={title} aria-label={ariaLabel}>
      {actions.map((action, index) => (
        <Item
          key={index}
          $danger={action.danger}
          disabled={action.disabled}
          onClick={() => {
            onSelect(index, action);
            onClose();
          }}
        >
          {action.name}
          {action.description !== undefined && <Description>{action.description}</Description>}
        </Item>
      ))}
      <Gap />
      <Item onClick={onClose}>{cancelText ?? text.cancel}</Item>
    </Popup>
  );
}
