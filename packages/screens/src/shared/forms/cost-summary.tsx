import { exact, formatMoney } from '@trading/ui-kit';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { OrderCost } from './order-cost';

/** One figure of a summary: its label's message id and the value as shown. */
export interface SummaryRow {
  label: string;
  value: string;
  /** The row the eye goes to first (the total). */
  strong?: boolean;
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
  & dd[data-strong] {
    font-weight: 600;
  }
`;

/**
 * An order cost as summary rows: amount, fee, total and the balance after, to the cent; blank
 * values while the cost cannot be read yet.
 */
export function costRows(
  cost: OrderCost | null,
  sign: string,
  /** i18n id of the amount row ("Estimated amount" for a market order). */
  amountLabel: string,
  direction: 'pay' | 'receive' = 'pay',
): SummaryRow[] {
  const money = (value: OrderCost[keyof OrderCost] | undefined) =>
    formatMoney(value ? exact.toText(value) : '', { sign, decimals: 2 });
  return [
    { label: amountLabel, value: money(cost?.amount) },
    { label: 'cost.fee', value: money(cost?.fee) },
    {
      label: direction === 'pay' ? 'cost.totalPay' : 'cost.totalReceive',
      value: money(cost?.total),
      strong: true,
    },
    { label: 'cost.balanceAfter', value: money(cost?.balanceAfter) },
  ];
}

/**
 * The figures before the user confirms (amount, fee, total, balance after; on a review also
 * quantity, price or destination), each an <output> named by its label: the figures the server
 * books, so nothing is learned only after paying.
 */
export function CostSummary({ rows }: { rows: readonly SummaryRow[] }) {
  const intl = useIntl();
  return (
    <List>
      {rows.map(({ label, value, strong }) => {
        const name = intl.formatMessage({ id: label });
        return (
          <Fragment key={label}>
            <dt>{name}</dt>
            <dd data-strong={strong ? '' : undefined}>
              <output aria-label={name}>{value}</output>
            </dd>
          </Fragment>
        );
      })}
    </List>
  );
}
