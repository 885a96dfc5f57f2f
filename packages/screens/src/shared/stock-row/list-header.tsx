import type { ReactNode } from 'react';
import styled from 'styled-components';
import { End, RowGrid } from './row-grid';

const Head = styled(RowGrid)`
  padding-top: ${({ theme }) => theme.space.xs}px;
  padding-bottom: ${({ theme }) => theme.space.xs}px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
`;

/** Column titles over quote rows: name, price, percent (the last two may be sort buttons). */
export function ListHeader({
  name,
  price,
  percent,
}: {
  name: ReactNode;
  price: ReactNode;
  percent: ReactNode;
}) {
  return (
    <Head role="presentation">
      <span>{name}</span>
      <End>{price}</End>
      <End>{percent}</End>
    </Head>
  );
}
