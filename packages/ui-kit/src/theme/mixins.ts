import { css } from 'styled-components';

/** WCAG 2.5.5 / platform guidance: every tappable thing is at least 44 × 44 CSS px. */
export const TOUCH_TARGET = 44;

export const touchTarget = css`
  min-width: ${TOUCH_TARGET}px;
  min-height: ${TOUCH_TARGET}px;
`;

/** A button with the browser's chrome removed, for icon and text buttons. */
export const bareButton = css`
  appearance: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  touch-action: manipulation;
  &:disabled {
    cursor: default;
    opacity: 0.4;
  }
`;

export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/**
 * Takes the rest of a flex column's height and passes it on to its own children: the chain
 * from the app's <main> down to a list's pull surface (see PullRefresh).
 */
export const fillColumn = css`
  display: flex;
  flex: 1 0 auto;
  flex-direction: column;
`;
