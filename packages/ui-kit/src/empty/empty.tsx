import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useUiText } from '../text/ui-text';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `${theme.space.xl * 2}px ${theme.space.lg}px`};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  text-align: center;
`;

const Art = styled.svg`
  width: 96px;
  height: 72px;
  color: ${({ theme }) => theme.color.border};
`;

const Description = styled.p`
  margin: 0;
`;

export interface EmptyProps {
  description?: ReactNode;
  /** Optional action under the text (e.g. "Add favourite"). */
  children?: ReactNode;
}

export function Empty({ description, children }: EmptyProps) {
  const text = useUiText();
  return (
    <Box>
      <Art viewBox="0 0 96 72" aria-hidden="true" focusable="false">
        <rect
          x="8"
          y="16"
          width="80"
          height="48"
          rx="6"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
        />
        <path d="M8 36h24l6 8h20l6-8h24" fill="none" stroke="currentColor" strokeWidth="3" />
      </Art>
      <Description>{description ?? text.empty}</Description>
      {children}
    </Box>
  );
}
