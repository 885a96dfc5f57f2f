import { Link } from 'react-router';
import styled from 'styled-components';

/** A result row that opens the stock. */
export const ResultLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px`};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
`;

export const ResultRow = styled.div`
  display: flex;
  align-items: center;
  padding-right: ${({ theme }) => theme.space.sm}px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.background};
`;
