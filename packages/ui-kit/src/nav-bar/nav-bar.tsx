import type { ReactNode } from 'react';
import styled from 'styled-components';
import { IconButton } from '../button/button';
import { BackIcon } from '../icons/icons';
import { TOUCH_TARGET } from '../theme/mixins';
import { useUiText } from '../text/ui-text';

export interface NavBarProps {
  title?: ReactNode;
  /** Shows the back arrow; the app decides where back goes (history or home). */
  onBack?: () => void;
  backLabel?: string;
  /** Slot on the right (search icon, star). */
  right?: ReactNode;
  /** Slot on the left when there is no back arrow (logo, favourites icon). */
  left?: ReactNode;
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  display: grid;
  grid-template-columns: minmax(${TOUCH_TARGET}px, 1fr) auto minmax(${TOUCH_TARGET}px, 1fr);
  align-items: center;
  min-height: ${TOUCH_TARGET + 2}px;
  padding: 0 ${({ theme }) => theme.space.xs}px;
  padding-top: env(safe-area-inset-top);
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Title = styled.h1`
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.sizeLg}px;
  font-weight: ${({ theme }) => theme.font.weightBold};
  text-align: center;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Side = styled.div<{ $end?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $end }) => ($end ? 'flex-end' : 'flex-start')};
`;

export function NavBar({ title, onBack, backLabel, right, left }: NavBarProps) {
  const text = useUiText();
  return (
    <Bar>
      <Side>
        {onBack ? (
          <IconButton aria-label={backLabel ?? text.back} onClick={onBack}>
            <BackIcon size={24} />
          </IconButton>
        ) : (
          left
        )}
      </Side>
      <Title>{title}</Title>
      <Side $end>{right}</Side>
    </Bar>
  );
}
