import type { ReactNode } from 'react';
import styled from 'styled-components';
import { NotLiveWhenOffline } from '../live/not-live-badge';
import { End, RowGrid } from './row-grid';

const Head = styled(RowGrid)`
  padding-top: ${({ theme }) => theme.space.xs}px;
  padding-bottom: ${({ theme }) => theme.space.xs}px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
`;

/**
 * Column titles over quote rows: name, price, percent (the last two may be sort buttons); offline,
 * the rows below are the last answer kept, and the name column says they are not live.
 */
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
      <span>
        {name} <NotLiveWhenOffline />
      </span>
      <End>{price}</End>
      <End>{percent}</End>
    </Head>
  );
}
