import styled from 'styled-components';

/** A console screen's frame: title, controls and tables stacked from the top, scrolling sideways when wide. */
export const ScreenPage = styled.main`
  padding: ${({ theme }) => theme.space.lg}px;
  display: grid;
  /* A child's own width (a long table row, a date field) never widens the frame past the window. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md}px;
  align-content: start;
  overflow-x: auto;
`;
