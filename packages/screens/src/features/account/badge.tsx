import styled from 'styled-components';

/** A count on a row: how many unread notifications wait behind it. */
export const Badge = styled.span`
  display: inline-block;
  min-width: 20px;
  padding: 0 6px;
  border-radius: 10px;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.background};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  line-height: 20px;
  text-align: center;
`;
