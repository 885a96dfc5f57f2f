import type { Direction, SortType } from '@trading/contract';

/** The rank sort: a column and its direction, or none (the server's own order). */
export type RankSort = { sortType: SortType; direction: Direction } | null;

/**
 * A column cycles none → ascending → descending → none. Tapping the other column
 * starts it at ascending.
 */
export function nextSort(current: RankSort, column: SortType): RankSort {
  if (current?.sortType !== column) return { sortType: column, direction: 'ASC' };
  return current.direction === 'ASC' ? { sortType: column, direction: 'DESC' } : null;
}
