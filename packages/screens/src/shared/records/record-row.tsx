import type { ReactNode } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.md}px ${({ theme }) => theme.space.lg}px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

const Title = styled.span`
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const Secondary = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
`;

const End = styled.span`
  text-align: right;
`;

const Note = styled(Secondary)`
  grid-column: 1 / -1;
`;

/**
 * One record: title and amount on top, date and status (or balance) below, and a note (such
 * as the reason a withdrawal was refused) across the row.
 */
export function RecordRow({
  title,
  amount,
  date,
  status,
  note,
}: {
  title: ReactNode;
  amount: ReactNode;
  date: ReactNode;
  status?: ReactNode;
  note?: ReactNode;
}) {
  return (
    <Row>
      <Title>{title}</Title>
      <End>{amount}</End>
      <Secondary>{date}</Secondary>
      <End>{status}</End>
      {note && <Note>{note}</Note>}
    </Row>
  );
}
