import PDFDocument from 'pdfkit';
import type { TenantDefinition } from '@trading/contract/tenant';
import { documentFonts, fontRuns } from './pdf-fonts';

export interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

const MARGIN = 48;
const BODY = 9;
const ROW_GAP = 4;
const RULE = '#999999';

/**
 * A document page by page, its text in the embedded fonts: a writer of the few shapes the
 * contract note and the statement are made of (a legal header, label–value rows, tables).
 */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly width: number;

  constructor(info: { title: string; author: string; lang: string }) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      lang: info.lang,
      info: { Title: info.title, Author: info.author },
    });
    const fonts = documentFonts();
    this.doc.registerFont('latin', fonts.latin);
    this.doc.registerFont('latin-bold', fonts.latinBold);
    this.doc.registerFont('cjk', fonts.cjk);
    this.doc.registerFont('cjk-bold', fonts.cjkBold);
    this.width = this.doc.page.width - 2 * MARGIN;
  }

  /**
   * Text at (x, y) in a box of `width`, each run in the font that draws it (Noto Sans, or
   * Noto Sans SC for Chinese); returns the height it took.
   */
  text(
    value: string,
    x: number,
    y: number,
    options: { width: number; align?: 'left' | 'right'; size?: number; bold?: boolean },
  ): number {
    const { width, align = 'left', size = BODY, bold = false } = options;
    const runs = fontRuns(value);
    if (runs.length === 0) return 0;
    this.doc.fontSize(size);
    const height = this.doc.font(bold ? 'latin-bold' : 'latin').heightOfString(value, { width });
    runs.forEach(([run, cjk], index) => {
      this.doc.font(`${cjk ? 'cjk' : 'latin'}${bold ? '-bold' : ''}`);
      const continued = index < runs.length - 1;
      if (index === 0) this.doc.text(run, x, y, { width, align, continued });
      else this.doc.text(run, { continued });
    });
    return height;
  }

  /** The tenant's legal name, registration and address, then the document's title. */
  header(legal: TenantDefinition['legal'], title: string): void {
    const x = MARGIN;
    let y = MARGIN;
    y += this.text(legal.companyName, x, y, { width: this.width, size: 14, bold: true });
    y += this.text(legal.registration, x, y, { width: this.width, size: 8 });
    for (const line of legal.address) y += this.text(line, x, y, { width: this.width, size: 8 });
    y += 12;
    y += this.text(title, x, y, { width: this.width, size: 16, bold: true });
    this.doc.y = y + 8;
  }

  /** Label–value pairs, two to a line. */
  facts(rows: readonly (readonly [string, string])[]): void {
    const half = this.width / 2;
    const label = 90;
    for (let i = 0; i < rows.length; i += 2) {
      const y = this.doc.y;
      let height = 0;
      rows.slice(i, i + 2).forEach(([name, value], column) => {
        const x = MARGIN + column * half;
        this.text(name, x, y, { width: label - 4, bold: true });
        height = Math.max(height, this.text(value, x + label, y, { width: half - label - 8 }));
      });
      this.doc.y = y + height + ROW_GAP;
    }
    this.doc.y += 8;
  }

  /** A heading above the next table or paragraph. */
  heading(title: string): void {
    this.ensure(40);
    this.doc.y +=
      this.text(title, MARGIN, this.doc.y, { width: this.width, size: 11, bold: true }) + 4;
  }

  paragraph(value: string, size = BODY): void {
    this.ensure(24);
    this.doc.y += this.text(value, MARGIN, this.doc.y, { width: this.width, size }) + 6;
  }

  /**
   * A table whose widths are shares of the line; the title row is repeated on every page it
   * runs onto. A row given as `strong` is bold above a rule (a total).
   */
  table(
    columns: readonly Column[],
    rows: readonly (readonly string[] | { strong: readonly string[] })[],
  ): void {
    const total = columns.reduce((sum, c) => sum + c.width, 0);
    const widths = columns.map((c) => (c.width / total) * this.width);
    const line = (cells: readonly string[], bold: boolean) => {
      const y = this.doc.y;
      let x = MARGIN;
      let height = 0;
      cells.forEach((cell, i) => {
        const width = widths[i]!;
        height = Math.max(
          height,
          this.text(cell, x, y, { width: width - 6, align: columns[i]!.align ?? 'left', bold }),
        );
        x += width;
      });
      this.doc.y = y + height + ROW_GAP;
    };
    const titles = () => {
      line(
        columns.map((c) => c.title),
        true,
      );
      this.rule();
    };
    this.ensure(48);
    titles();
    for (const row of rows) {
      if (this.ensure(24)) titles();
      if ('strong' in row) {
        this.rule();
        line(row.strong, true);
      } else line(row, false);
    }
    this.doc.y += 8;
  }

  private rule(): void {
    const y = this.doc.y - 1;
    this.doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + this.width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    this.doc.y += 2;
  }

  /** Starts a new page when less than `height` is left; says whether it did. */
  private ensure(height: number): boolean {
    if (this.doc.y + height <= this.doc.page.height - MARGIN) return false;
    this.doc.addPage();
    this.doc.y = MARGIN;
    return true;
  }

  /** Ends the document: the stream yields its bytes. */
  end(): PDFKit.PDFDocument {
    this.doc.end();
    return this.doc;
  }
}
