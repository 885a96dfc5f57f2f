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

/** Rows as tall as the list's own rows, so the list replaces them without moving the page. */
const SizedWrapper = styled.div`
  display: flex;
  flex-direction: column;
`;

const SizedRow = styled(Row)<{ $height: number }>`
  justify-content: center;
  height: ${({ $height }) => $height}px;
  padding: 0 ${({ theme }) => theme.space.lg}px;
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
  /** The height of one row of the list it stands for; without it rows take their bars' size. */
  rowHeight?: number;
}

export function Skeleton({ rows = 3, lines = 2, label, rowHeight }: SkeletonProps) {
  const text = useUiText();
  const bars = (row: number) =>
    Array.from({ length: lines }, (_, line) => (
      <Bar key={`${row}-${line}`} $width={line === lines - 1 && lines > 1 ? '60%' : '100%'} />
    ));
  const rowKeys = Array.from({ length: rows }, (_, row) => row);
  const status = { role: 'status', 'aria-busy': true, 'aria-label': label ?? text.loading };
  return rowHeight === undefined ? (
    <Wrapper {...status}>
      {rowKeys.map((row) => (
        <Row key={row} aria-hidden="true" data-testid="skeleton-row">
          {bars(row)}
        </Row>
      ))}
    </Wrapper>
  ) : (
    <SizedWrapper {...status}>
      {rowKeys.map((row) => (
        <SizedRow key={row} aria-hidden="true" data-testid="skeleton-row" $height={rowHeight}>
          {bars(row)}
        </SizedRow>
      ))}
    </SizedWrapper>
  );
}
