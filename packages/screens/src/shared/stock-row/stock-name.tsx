import styled from 'styled-components';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const Line = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  font-weight: ${({ theme }) => theme.font.weightBold};
  font-size: ${({ theme }) => theme.font.sizeMd}px;
`;

const Badge = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs}px;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.sizeXs}px;
  font-weight: ${({ theme }) => theme.font.weightRegular};
`;

const Name = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Symbol with its market, and the company name under it. */
export function StockName({
  symbol,
  market,
  name,
}: {
  symbol: string;
  market?: string;
  name: string;
}) {
  return (
    <Column>
      <Line>
        {symbol}
        {market && <Badge>{market}</Badge>}
      </Line>
      <Name>{name}</Name>
    </Column>
  );
}
