/** How the back office shows an investor's record: as the app shows it, plus whose it is. */
export function investorRecord<Row extends { userId: number }, View>(view: (row: Row) => View) {
  return (row: Row) => ({ ...view(row), userId: row.userId });
}
