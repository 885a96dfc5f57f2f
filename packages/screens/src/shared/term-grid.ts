import { css } from 'styled-components';

/** A `dl` laid out as a grid of labels and values, the labels quieter than the values. */
export const termGrid = css`
  display: grid;
  gap: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  dt {
    color: ${({ theme }) => theme.color.textSecondary};
  }
`;
