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

const Reason = styled.span`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
`;

/**
 * One record: title and amount on top, date and status (or balance) below, then a note (such
 * as where a withdrawal goes) and the reason it was refused, each across the row.
 */
export function RecordRow({
  title,
  amount,
  date,
  status,
  note,
  reason,
}: {
  title: ReactNode;
  amount: ReactNode;
  date: ReactNode;
  status?: ReactNode;
  note?: ReactNode;
  reason?: ReactNode;
}) {
  return (
    <Row>
      <Title>{title}</Title>
      <End>{amount}</End>
      <Secondary>{date}</Secondary>
      <End>{status}</End>
      {note && <Note>{note}</Note>}
      {reason && <Reason>{reason}</Reason>}
    </Row>
  );
}
