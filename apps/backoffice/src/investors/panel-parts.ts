import styled from 'styled-components';

/** One block of the investor panel. */
export const Card = styled.section`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.md}px ${({ theme }) => theme.space.lg}px;
  background: ${({ theme }) => theme.color.background};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
  overflow-x: auto;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeMd}px;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.sm}px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    white-space: nowrap;
  }
  th.number,
  td.number {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
`;

export const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: center;
  flex-wrap: wrap;
`;
