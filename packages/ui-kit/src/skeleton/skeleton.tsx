import styled, { keyframes } from 'styled-components';
import { useUiText } from '../text/ui-text';

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => theme.space.lg}px;
`;

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Bar = styled.div<{ $width: string }>`
  width: ${({ $width }) => $width};
  height: 14px;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  background: ${({ theme }) => theme.color.surfaceAlt};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

export interface SkeletonProps {
  /** Placeholder rows; lists use their page size so the layout does not jump. */
  rows?: number;
  /** Lines per row; the last line is shorter, like a title and a subtitle. */
  lines?: number;
  /** Read to screen readers instead of the grey bars. */
  label?: string;
}

export function Skeleton({ rows = 3, lines = 2, label }: SkeletonProps) {
  const text = useUiText();
  return (
    <Wrapper role="status" aria-busy="true" aria-label={label ?? text.loading}>
      {Array.from({ length: rows }, (_, row) => (
        <Row key={row} aria-hidden="true" data-testid="skeleton-row">
          {Array.from({ length: lines }, (_, line) => (
            <Bar key={line} $width={line === lines - 1 && lines > 1 ? '60%' : '100%'} />
          ))}
        </Row>
      ))}
    </Wrapper>
  );
}
