import styled from 'styled-components';

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
`;
