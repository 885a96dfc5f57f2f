/** What a spreadsheet reads as the start of a formula (OWASP "CSV injection"), tab and CR included. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): a cell a spreadsheet would run as a formula gets a leading `'`, so
 * text an investor or staff member typed (`=HYPERLINK(…)`) is shown, never evaluated; a cell
 * holding a quote, comma or line break is quoted, its quotes doubled.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * A CSV file: the header and rows, CRLF between lines, after a byte-order mark so spreadsheet
 * programs read the UTF-8 names (Portuguese, Chinese) right.
 */
export function csvFile(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
