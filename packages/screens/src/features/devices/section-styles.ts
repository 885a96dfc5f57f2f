import styled from 'styled-components';

export const SectionTitle = styled.h2`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.lg}px ${theme.space.sm}px`};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  color: ${({ theme }) => theme.color.textSecondary};
`;

export const SectionFooter = styled.div`
  padding: ${({ theme }) => theme.space.lg}px;
`;

export const SectionEmpty = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px`};
  color: ${({ theme }) => theme.color.textSecondary};
`;
