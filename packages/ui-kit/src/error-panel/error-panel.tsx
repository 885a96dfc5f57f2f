import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../button/button';
import { useUiText } from '../text/ui-text';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => `${theme.space.xl * 2}px ${theme.space.lg}px`};
  color: ${({ theme }) => theme.color.textSecondary};
  text-align: center;
`;

const Message = styled.p`
  margin: 0;
`;

export interface ErrorPanelProps {
  message?: ReactNode;
  retryText?: ReactNode;
  onRetry: () => void;
}

/** The list and page load failure panel: the message and a Retry button. */
export function ErrorPanel({ message, retryText, onRetry }: ErrorPanelProps) {
  const text = useUiText();
  return (
    <Box role="alert">
      <Message>{message ?? text.loadFailed}</Message>
      <Button $variant="primary" onClick={onRetry}>
        {retryText ?? text.retry}
      </Button>
    </Box>
  );
}
