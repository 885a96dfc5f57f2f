import type { SortType } from '@trading/contract';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { RankSort } from './sort-cycle';

const Button = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  min-height: 32px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

const Arrows = styled.span`
  display: inline-flex;
  flex-direction: column;
  font-size: 8px;
  line-height: 1;
`;

const Arrow = styled.span<{ $on: boolean }>`
  color: ${({ theme, $on }) => ($on ? theme.color.tabActive : theme.color.border)};
`;

export interface SortButtonProps {
  column: SortType;
  labelId: string;
  sort: RankSort;
  onSort: (column: SortType) => void;
}

/** A column title that cycles its sort; its name says the current order. */
export function SortButton({ column, labelId, sort, onSort }: SortButtonProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: labelId });
  const direction = sort?.sortType === column ? sort.direction : null;
  const state = direction === 'ASC' ? 'asc' : direction === 'DESC' ? 'desc' : 'none';
  return (
    <Button
      aria-label={intl.formatMessage({ id: `market.sort.${state}` }, { column: label })}
      data-sort={state}
      onClick={() => onSort(column)}
    >
      {label}
      <Arrows aria-hidden="true">
        <Arrow $on={direction === 'ASC'}>▲</Arrow>
        <Arrow $on={direction === 'DESC'}>▼</Arrow>
      </Arrows>
    </Button>
  );
}
