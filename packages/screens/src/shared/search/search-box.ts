import { css } from 'styled-components';

/** The round search box: the field on /searchStock, and the home page's pill that leads there. */
export const searchBox = css`
  display: flex;
  flex: 1;
  align-items: center;
  min-width: 0;
  height: 36px;
  border-radius: ${({ theme }) => theme.radius.round}px;
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.textSecondary};
`;
