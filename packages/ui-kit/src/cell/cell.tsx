import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { ChevronRightIcon } from '../icons/icons';
import { bareButton, TOUCH_TARGET } from '../theme/mixins';

export interface CellProps {
  title: ReactNode;
  /** Secondary line under the title. */
  label?: ReactNode;
  /** Right-hand content (amount, status). */
  value?: ReactNode;
  icon?: ReactNode;
  /** Makes the whole row one button, with a chevron when `isLink`. */
  onClick?: () => void;
  isLink?: boolean;
}

const row = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  width: 100%;
  min-height: ${TOUCH_TARGET + 4}px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px`};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  text-align: start;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const StaticRow = styled.div`
  ${row}
`;

const ButtonRow = styled.button.attrs({ type: 'button' })`
  ${bareButton}
  ${row}
  &:active {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

const Body = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

const Label = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
`;

const Value = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  text-align: end;
`;

const Chevron = styled(ChevronRightIcon)`
  color: ${({ theme }) => theme.color.textSecondary};
`;

export function Cell({ title, label, value, icon, onClick, isLink = false }: CellProps) {
  const content = (
    <>
      {icon}
      <Body>
        <span>{title}</span>
        {label !== undefined && <Label>{label}</Label>}
      </Body>
      {value !== undefined && <Value>{value}</Value>}
      {isLink && <Chevron size={16} />}
    </>
  );
  return onClick ? (
    <ButtonRow onClick={onClick}>{content}</ButtonRow>
  ) : (
    <StaticRow>{content}</StaticRow>
  );
}

/** A titled group of cells. */
export function CellGroup({ title, children }: { title?: ReactNode; children?: ReactNode }) {
  return (
    <section>
      {title !== undefined && <GroupTitle>{title}</GroupTitle>}
      <div>{children}</div>
    </section>
  );
}

const GroupTitle = styled.h2`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px ${theme.space.xs}px`};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  font-weight: ${({ theme }) => theme.font.weightRegular};
`;
