import styled, { css } from 'styled-components';

/** A form field's column: its label, its control row, then its messages. */
export const FieldStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  color: ${({ theme }) => theme.color.textSecondary};
`;

/** The control and whatever stands right of it (copy button, unit, "all" action). */
export const FieldRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
`;

/** The box every input and picker trigger draws, red-bordered while its value is refused. */
export const fieldBox = css<{ $invalid?: boolean }>`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md}px;
  color: ${({ theme }) => theme.color.text};
`;
