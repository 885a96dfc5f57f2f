import type { UserProfile } from '@trading/contract';
import { formatMoney, MaskedAmount, MaskToggle } from '@trading/ui-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useTenant } from '../context';
import { Card } from '../forms/form-styles';

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Caption = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
`;

const Total = styled.p`
  margin: ${({ theme }) => theme.space.xs}px 0 ${({ theme }) => theme.space.md}px;
  font-size: ${({ theme }) => theme.font.sizeXl}px;
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const Grid = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  & dt {
    color: ${({ theme }) => theme.color.textSecondary};
    font-size: ${({ theme }) => theme.font.sizeXs}px;
  }
  & dd {
    margin: 0 0 ${({ theme }) => theme.space.xs}px;
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

const Toggle = styled.button.attrs({ type: 'button' })`
  width: 100%;
  min-height: 44px;
  margin-top: ${({ theme }) => theme.space.sm}px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.link};
  font: inherit;
  cursor: pointer;
`;

type MoneyField = Exclude<keyof UserProfile, 'customerService' | 'name' | 'account'>;

interface Line {
  label: string;
  field: MoneyField;
  usd?: MoneyField;
}

const MAIN: Line[] = [
  { label: 'account.available', field: 'balance', usd: 'balanceUSD' },
  { label: 'account.advancePayment', field: 'advancePayment', usd: 'advancePaymentUSD' },
];

const DETAILS: Line[] = [
  { label: 'account.cashBalance', field: 'totalBalance', usd: 'totalBalanceUSD' },
  { label: 'account.marketValue', field: 'totalValue', usd: 'totalValueUSD' },
  { label: 'account.profit', field: 'totalPNL', usd: 'totalPNLUSD' },
];

/**
 * Total assets with the show/hide toggle, the available and advance amounts, and a
 * collapsible section with the cash, market value and profit totals. USD figures appear
 * only when the tenant shows the US market.
 */
export function AssetSummary({ profile, showUsd }: { profile: UserProfile; showUsd: boolean }) {
  const intl = useIntl();
  const { definition } = useTenant();
  const [hidden, setHidden] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const local = (value: string) => formatMoney(value, { sign: definition.currency.sign });
  const usd = (value: string) => formatMoney(value, { sign: '$' });

  const rows = (lines: Line[]) =>
    lines.flatMap((line) => {
      const label = intl.formatMessage({ id: line.label });
      const items = [
        <div key={line.field}>
          <dt>{label}</dt>
          <dd>
            <MaskedAmount hidden={hidden}>{local(profile[line.field])}</MaskedAmount>
          </dd>
        </div>,
      ];
      if (showUsd && line.usd)
        items.push(
          <div key={line.usd}>
            <dt>{intl.formatMessage({ id: 'account.inUsd' }, { label })}</dt>
            <dd>
              <MaskedAmount hidden={hidden}>{usd(profile[line.usd])}</MaskedAmount>
            </dd>
          </div>,
        );
      return items;
    });

  return (
    <Card aria-label={intl.formatMessage({ id: 'account.totalAssets' })}>
      <Top>
        <Caption>{intl.formatMessage({ id: 'account.totalAssets' })}</Caption>
        <MaskToggle hidden={hidden} onToggle={setHidden} />
      </Top>
      <Total>
        <MaskedAmount hidden={hidden}>{local(profile.totalAssets)}</MaskedAmount>
      </Total>
      <Grid>{rows(MAIN)}</Grid>
      <Toggle aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
        {intl.formatMessage({ id: expanded ? 'account.lessDetails' : 'account.moreDetails' })}
      </Toggle>
      {expanded && <Grid>{rows(DETAILS)}</Grid>}
    </Card>
  );
}
