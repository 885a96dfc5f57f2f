import styled from 'styled-components';

/** A warning at the head of an order's confirmation (a stop already passed, a far price). */
export const OrderWarning = styled.strong`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.sm}px;
  color: ${({ theme }) => theme.color.warning};
`;
