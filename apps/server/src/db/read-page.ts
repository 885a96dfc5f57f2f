/** Which page of a listing to read, counted from 1. */
export interface PageQuery {
  pageNum: number;
  pageSize: number;
}

/** A query whose rows can be cut to one page. */
interface Pageable<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/**
 * One page of `rows` and how many rows match in all (`count`, a `{ n: count() }` query with
 * the same filter), read together.
 */
export async function readPage<Row>(
  rows: Pageable<Row>,
  count: PromiseLike<{ n: number }[]>,
  page: PageQuery,
): Promise<{ records: Row[]; total: number }> {
  const [records, [total]] = await Promise.all([
    rows.limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize),
    count,
  ]);
  return { records, total: total?.n ?? 0 };
}
