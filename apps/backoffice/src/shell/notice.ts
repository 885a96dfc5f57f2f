import styled from 'styled-components';

/** What an action achieved, next to the ErrorText that says when it did not. */
export const Notice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.success};
`;
