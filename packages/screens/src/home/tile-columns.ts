import { QUICK_ACCESS_ONE_ROW_MAX } from '@trading/contract';

/** Spec 2.2 and 9: up to 5 tiles sit in one row; more split into two rows. */
export function tileColumns(count: number): number {
  return count <= QUICK_ACCESS_ONE_ROW_MAX ? Math.max(count, 1) : Math.ceil(count / 2);
}
