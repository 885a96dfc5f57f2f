import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../button/button';

export interface NoticeBarProps {
  /** What the app wants the user to know now (offline, a new version). */
  message: ReactNode;
  /** An optional button at the end of the bar ("Reload"). */
  action?: { label: string; onClick: () => void };
}

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
  min-height: 36px;
  background: ${({ theme }) => theme.color.text};
  color: ${({ theme }) => theme.color.background};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
`;

const Message = styled.p`
  flex: 1;
  margin: 0;
`;

const Action = styled(Button)`
  flex: none;
`;

/**
 * A bar of text that stays until what it says is over (unlike a toast), announced politely to
 * screen readers, with at most one action.
 */
export function NoticeBar({ message, action }: NoticeBarProps) {
  return (
    <Bar role="status">
      <Message>{message}</Message>
      {action && (
        <Action $variant="primary" onClick={action.onClick}>
          {action.label}
        </Action>
      )}
    </Bar>
  );
}
