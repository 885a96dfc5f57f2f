import type { WithdrawStatus } from '@trading/contract';
import { useIntl } from 'react-intl';
import styled from 'styled-components';

const STATUS_TEXT: Record<WithdrawStatus, string> = {
  REVIEWING: 'status.reviewing',
  PASSED: 'status.passed',
  REJECTED: 'status.rejected',
  CANCELLED: 'status.cancelled',
};

const Badge = styled.span<{ $status: WithdrawStatus }>`
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  color: ${({ theme, $status }) =>
    $status === 'PASSED'
      ? theme.color.success
      : $status === 'REJECTED'
        ? theme.color.danger
        : $status === 'CANCELLED'
          ? theme.color.textSecondary
          : theme.color.warning};
`;

/** Pending / Approved / Rejected of a deposit or withdrawal, or Cancelled of a withdrawal. */
export function ReviewStatusText({ status }: { status: WithdrawStatus }) {
  const intl = useIntl();
  return <Badge $status={status}>{intl.formatMessage({ id: STATUS_TEXT[status] })}</Badge>;
}
