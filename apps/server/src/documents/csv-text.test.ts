import { describe, expect, it } from 'vitest';
import { csvText } from './csv-text';

describe('csvText', () => {
  it('writes the header and every column of each row, quoting what must be quoted', () => {
    expect(
      csvText(['a', 'b', 'c'] as const, [
        { a: 'plain', b: 'with, comma', c: 'say "hi"' },
        { a: 1, c: null },
      ]),
    ).toBe('a,b,c\r\nplain,"with, comma","say ""hi"""\r\n1,,\r\n');
  });

  it('keeps a spreadsheet from running a cell as a formula, but leaves negative amounts alone', () => {
    expect(
      csvText(['x'] as const, [{ x: '=HYPERLINK("x")' }, { x: '-12.50' }, { x: '@SUM' }]),
    ).toBe(`x\r\n"'=HYPERLINK(""x"")"\r\n-12.50\r\n'@SUM\r\n`);
  });
});
