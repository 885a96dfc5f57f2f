import type { ReactNode } from 'react';
import styled from 'styled-components';

export type BadgeTone = 'neutral' | 'active' | 'success' | 'danger';

const Badge = styled.span<{ $tone: BadgeTone }>`
  flex: none;
  padding: 2px ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  border: 1px solid currentColor;
  font-size: ${({ theme }) => theme.font.sizeXs}px;
  color: ${({ theme, $tone }) =>
    ({
      neutral: theme.color.textSecondary,
      active: theme.color.link,
      success: theme.color.up,
      danger: theme.color.danger,
    })[$tone]};
`;

/** A short state label (Pending, Funding, Not Started…) in the card header. */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <Badge $tone={tone}>{children}</Badge>;
}
