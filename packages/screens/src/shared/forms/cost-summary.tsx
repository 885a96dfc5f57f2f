import { exact, formatMoney } from '@trading/ui-kit';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { OrderCost } from './order-cost';

export interface CostSummaryProps {
  cost: OrderCost | null;
  sign: string;
  /** i18n id of the amount row ("Estimated amount" for a market order). */
  amountLabel: string;
  direction?: 'pay' | 'receive';
}

const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.sm}px;
  margin: 0;
  & dt {
    color: ${({ theme }) => theme.color.textSecondary};
  }
  & dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

const Total = styled.dd`
  font-weight: 600;
`;

/**
 * Amount, fee, total and the balance after, before the user confirms: the figures the
 * server books (the contract's fee schedule), so nothing is learned only after paying.
 */
export function CostSummary({ cost, sign, amountLabel, direction = 'pay' }: CostSummaryProps) {
  const intl = useIntl();
  const money = (value: OrderCost[keyof OrderCost] | undefined) =>
    formatMoney(value ? exact.toText(value) : '', { sign, decimals: 2 });
  const rows = [
    { label: amountLabel, value: money(cost?.amount) },
    { label: 'cost.fee', value: money(cost?.fee) },
    {
      label: direction === 'pay' ? 'cost.totalPay' : 'cost.totalReceive',
      value: money(cost?.total),
      total: true,
    },
    { label: 'cost.balanceAfter', value: money(cost?.balanceAfter) },
  ];
  return (
    <List>
      {rows.map(({ label, value, total }) => {
        const name = intl.formatMessage({ id: label });
        const Value = total ? Total : 'dd';
        return (
          <Fragment key={label}>
            <dt>{name}</dt>
            <Value>
              <output aria-label={name}>{value}</output>
            </Value>
          </Fragment>
        );
      })}
    </List>
  );
}
