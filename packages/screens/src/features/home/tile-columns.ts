/** Quick access tiles sit in one row up to this many; more split into two rows. */
const QUICK_ACCESS_ONE_ROW_MAX = 5;

export function tileColumns(count: number): number {
  return count <= QUICK_ACCESS_ONE_ROW_MAX ? Math.max(count, 1) : Math.ceil(count / 2);
}
