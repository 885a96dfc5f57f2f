/** One CSV field, quoted when it must be (RFC 4180), a leading formula sign neutralised. */
function field(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  // A spreadsheet runs a cell starting with = + - @ as a formula; a plain number is left alone.
  if (/^[=+\-@]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV lines (CRLF) under a header of fixed columns, each row holding every column. */
export function csvText<C extends string>(
  columns: readonly C[],
  rows: readonly Partial<Record<C, string | number | null>>[],
): string {
  const lines = [
    columns.join(','),
    ...rows.map((row) => columns.map((c) => field(row[c] ?? null)).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
