import type { UserProfile } from '@trading/contract';
import { formatMoney, MaskedAmount, MaskToggle } from '@trading/ui-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useTenant } from '../../shared/context';
import { Card } from '../../shared/forms/form-styles';

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
  /* Figures sit at the foot of their cell, so a label that wraps in one column (pt's
     "Pagamento antecipado (USD)") does not lift its neighbour's figure out of the row. */
  & > div {
    display: flex;
    flex-direction: column;
    justify-content: space-between;
  }
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

type MoneyField =
  | 'balance'
  | 'advancePayment'
  | 'pendingWithdrawal'
  | 'totalValue'
  | 'locked'
  | 'totalBalance'
  | 'totalPNL';

interface Line {
  label: string;
  field: MoneyField;
  /** Shown only while it holds something in a shown currency. */
  whileHeld?: boolean;
}

/**
 * What the total is made of: these, in each shown currency, add up to it. A withdrawal under
 * review is still the investor's money, but on its way out: shown apart, not as an advance.
 */
const BREAKDOWN: Line[] = [
  { label: 'account.available', field: 'balance' },
  { label: 'account.advancePayment', field: 'advancePayment' },
  { label: 'account.pendingWithdrawal', field: 'pendingWithdrawal', whileHeld: true },
  { label: 'account.marketValue', field: 'totalValue' },
  { label: 'account.locked', field: 'locked' },
];

const DETAILS: Line[] = [
  { label: 'account.cashBalance', field: 'totalBalance' },
  { label: 'account.profit', field: 'totalPNL' },
];

const usdField = (field: MoneyField) => `${field}USD` as const;

/**
 * Total assets with the show/hide toggle and what it is made of — available, on hold, in
 * positions, locked in funds — in the local currency and, where the total counts dollars
 * (the server's usdShown), in USD with the rate used; so the total can be checked by eye.
 * A collapsible section adds the cash balance and the profit.
 */
export function AssetSummary({ profile }: { profile: UserProfile }) {
  const intl = useIntl();
  const { definition } = useTenant();
  const [hidden, setHidden] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const local = (value: string) => formatMoney(value, { sign: definition.currency.sign });
  const usd = (value: string) => formatMoney(value, { sign: '$' });
  const showUsd = profile.usdShown;

  const holds = (field: MoneyField) =>
    Number(profile[field]) !== 0 || (showUsd && Number(profile[usdField(field)]) !== 0);

  const rows = (lines: Line[]) =>
    lines.flatMap((line) => {
      if (line.whileHeld && !holds(line.field)) return [];
      const label = intl.formatMessage({ id: line.label });
      const items = [
        <div key={line.field}>
          <dt>{label}</dt>
          <dd>
            <MaskedAmount hidden={hidden}>{local(profile[line.field])}</MaskedAmount>
          </dd>
        </div>,
      ];
      if (showUsd)
        items.push(
          <div key={usdField(line.field)}>
            <dt>{intl.formatMessage({ id: 'account.inUsd' }, { label })}</dt>
            <dd>
              <MaskedAmount hidden={hidden}>{usd(profile[usdField(line.field)])}</MaskedAmount>
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
      <Grid>{rows(BREAKDOWN)}</Grid>
      {showUsd && profile.usdRate && (
        <Caption>
          {intl.formatMessage(
            { id: 'account.usdRate' },
            { rate: local(profile.usdRate), dollar: formatMoney('1', { sign: '$', decimals: 0 }) },
          )}
        </Caption>
      )}
      <Toggle aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
        {intl.formatMessage({ id: expanded ? 'account.lessDetails' : 'account.moreDetails' })}
      </Toggle>
      {expanded && <Grid>{rows(DETAILS)}</Grid>}
    </Card>
  );
}
