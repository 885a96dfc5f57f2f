import { visuallyHidden } from '@trading/ui-kit';
import styled from 'styled-components';

/**
 * A screen's own header row, pinned while the page scrolls; each screen sets its padding,
 * keeping the top clear of the status bar with `env(safe-area-inset-top)`.
 */
export const StickyHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  background: ${({ theme }) => theme.color.background};
`;

/** The page's heading for screen readers, where the header shows no title. */
export const HiddenTitle = styled.h1`
  ${visuallyHidden}
`;
