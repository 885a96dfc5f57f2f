import type { ReviewStatus } from '@trading/contract';
import { useIntl } from 'react-intl';
import styled from 'styled-components';

const STATUS_TEXT: Record<ReviewStatus, string> = {
  REVIEWING: 'status.reviewing',
  PASSED: 'status.passed',
  REJECTED: 'status.rejected',
};

const Badge = styled.span<{ $status: ReviewStatus }>`
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  color: ${({ theme, $status }) =>
    $status === 'PASSED'
      ? theme.color.success
      : $status === 'REJECTED'
        ? theme.color.danger
        : theme.color.warning};
`;

/** Pending / Approved / Rejected of a deposit or withdrawal. */
export function ReviewStatusText({ status }: { status: ReviewStatus }) {
  const intl = useIntl();
  return <Badge $status={status}>{intl.formatMessage({ id: STATUS_TEXT[status] })}</Badge>;
}
