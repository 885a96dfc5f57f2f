import type { ContractNote } from './contract-note';
import { documentNumbers } from './amount-text';
import { documentDateTime } from './document-dates';
import type { DocumentReader } from './document-reader';
import { DOCUMENT_TEXTS } from './document-texts';
import { PdfWriter } from './pdf-writer';

/** A contract note as PDF in the reader's language: header, trade, the ledger's lines, net. */
export function contractNotePdf(note: ContractNote, reader: DocumentReader): PDFKit.PDFDocument {
  const t = DOCUMENT_TEXTS[reader.lang];
  const numbers = documentNumbers(reader.lang, reader.grouping);
  const pdf = new PdfWriter({
    title: `${t.contractNote} ${note.documentNumber}`,
    author: reader.legal.companyName,
    lang: reader.lang,
  });
  pdf.header(reader.legal, t.contractNote);
  pdf.facts([
    [t.documentNumber, note.documentNumber],
    [t.issued, documentDateTime(note.timeZone, reader.now)],
    [t.client, reader.client.name],
    [t.account, reader.client.accountNo],
  ]);
  pdf.heading(`${t.sides[note.side]} · ${note.title}`);
  pdf.facts([
    [t.tradeTime, `${documentDateTime(note.timeZone, note.tradeTime)} (${note.timeZone})`],
    [t.orderKind, t.kinds[note.kind]],
    [t.security, note.symbol ? `${note.symbol} · ${note.title}` : note.title],
    [t.exchange, note.exchange ?? '—'],
    [t.side, t.sides[note.side]],
    [t.quantity, note.quantity === null ? '—' : numbers.count(note.quantity)],
    [t.price, note.price === null ? '—' : numbers.plain(note.price)],
    [
      t.amount,
      numbers.money(note.netAmount < 0n ? -note.netAmount : note.netAmount, note.currency),
    ],
  ]);
  pdf.heading(t.charges);
  pdf.table(
    [
      { title: t.description, width: 3 },
      { title: t.amount, width: 1, align: 'right' },
    ],
    [
      ...note.lines.map((line) => [
        t.scenes[line.scene],
        numbers.money(line.amount, note.currency),
      ]),
      { strong: [t.net[note.side], numbers.money(note.netAmount, note.currency)] },
    ],
  );
  pdf.paragraph(t.noteFooter.replace('{zone}', note.timeZone), 8);
  return pdf.end();
}
