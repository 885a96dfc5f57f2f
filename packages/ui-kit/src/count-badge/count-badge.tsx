import styled from 'styled-components';

const Pill = styled.span`
  display: inline-block;
  box-sizing: border-box;
  min-width: 20px;
  padding: 0 6px;
  border-radius: 10px;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.background};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  font-variant-numeric: tabular-nums;
  line-height: 20px;
  text-align: center;
`;

/** Past this a badge says "99+": the exact figure no longer changes what the reader does. */
export const COUNT_BADGE_MAX = 99;

/** How many things wait (unread notifications): nothing at 0, "99+" past 99. */
export function CountBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <Pill className={className}>{count > COUNT_BADGE_MAX ? `${COUNT_BADGE_MAX}+` : count}</Pill>
  );
}
