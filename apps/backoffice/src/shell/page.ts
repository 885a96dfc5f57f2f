import styled from 'styled-components';

/** A screen under the tabs: its parts stacked, a wide table scrolling sideways on a tablet. */
export const Page = styled.main`
  padding: ${({ theme }) => theme.space.lg}px;
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  align-content: start;
  overflow-x: auto;
`;
