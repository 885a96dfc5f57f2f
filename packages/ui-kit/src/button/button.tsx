import styled, { css } from 'styled-components';
import { bareButton, touchTarget } from '../theme/mixins';

export type ButtonVariant = 'primary' | 'default' | 'danger' | 'text';

/** The kit's one button; every other component builds on it so touch size and focus stay uniform. */
export const Button = styled.button.attrs(({ type }) => ({ type: type ?? 'button' }))<{
  $variant?: ButtonVariant;
  $block?: boolean;
}>`
  ${bareButton}
  ${touchTarget}
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: 0 ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  font-size: ${({ theme }) => theme.font.sizeMd}px;
  font-weight: ${({ theme }) => theme.font.weightBold};
  ${({ theme, $variant = 'default' }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.color.primary};
          color: ${theme.color.onPrimary};
        `;
      case 'danger':
        return css`
          background: ${theme.color.danger};
          color: ${theme.color.onDanger};
        `;
      case 'text':
        return css`
          color: ${theme.color.tabActive};
        `;
      default:
        return css`
          background: ${theme.color.surface};
          color: ${theme.color.text};
          border: 1px solid ${theme.color.border};
        `;
    }
  }}
`;

export const IconButton = styled.button.attrs(({ type }) => ({ type: type ?? 'button' }))`
  ${bareButton}
  ${touchTarget}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  color: inherit;
  border-radius: ${({ theme }) => theme.radius.round}px;
`;
