import { documentNumbers } from './amount-text';
import { documentDate, documentDateTime } from './document-dates';
import type { DocumentReader } from './document-reader';
import { DOCUMENT_TEXTS } from './document-texts';
import { PdfWriter } from './pdf-writer';
import type { Statement } from './statement';

/**
 * A month of a currency book as PDF in the reader's language: opening balance, every movement
 * with the balance after it, closing balance, then the holdings valued at the month's end.
 */
export function statementPdf(statement: Statement, reader: DocumentReader): PDFKit.PDFDocument {
  const t = DOCUMENT_TEXTS[reader.lang];
  const numbers = documentNumbers(reader.lang, reader.grouping);
  const money = (units: bigint) => numbers.money(units, statement.currency);
  const zone = statement.timeZone;
  const pdf = new PdfWriter({
    title: `${t.statement} ${statement.documentNumber}`,
    author: reader.legal.companyName,
    lang: reader.lang,
  });
  pdf.header(reader.legal, `${t.statement} · ${statement.currency} · ${statement.span.month}`);
  pdf.facts([
    [t.documentNumber, statement.documentNumber],
    [t.issued, documentDateTime(zone, reader.now)],
    [t.client, reader.client.name],
    [t.account, reader.client.accountNo],
    [t.book, statement.currency],
    [
      t.period,
      `${documentDate(zone, statement.span.start)} – ${documentDate(zone, statement.span.end - 1)}`,
    ],
    [t.opening, money(statement.opening)],
    [t.closing, money(statement.closing)],
  ]);
  pdf.table(
    [
      { title: t.date, width: 2 },
      { title: t.description, width: 3 },
      { title: t.amount, width: 1.6, align: 'right' },
      { title: t.balance, width: 1.6, align: 'right' },
    ],
    [
      ['', t.opening, '', money(statement.opening)],
      ...statement.movements.map((m) => [
        documentDateTime(zone, m.at),
        `${t.scenes[m.scene]} #${m.transactionId}`,
        money(m.amount),
        money(m.balance),
      ]),
      {
        strong: [
          '',
          t.closing,
          money(statement.closing - statement.opening),
          money(statement.closing),
        ],
      },
    ],
  );
  if (statement.movements.length === 0) pdf.paragraph(t.noMovements);
  pdf.heading(t.holdingsAt.replace('{date}', documentDateTime(zone, statement.valuedAt)));
  if (statement.holdings.length === 0) pdf.paragraph(t.noHoldings);
  else
    pdf.table(
      [
        { title: t.security, width: 3 },
        { title: t.quantity, width: 1, align: 'right' },
        { title: t.price, width: 1.3, align: 'right' },
        { title: t.marketValue, width: 1.6, align: 'right' },
      ],
      [
        ...statement.holdings.map((h) => [
          `${h.instrument.symbol} · ${h.instrument.name}`,
          numbers.count(h.quantity),
          numbers.plain(h.price),
          money(h.value),
        ]),
        { strong: [t.holdingsTotal, '', '', money(statement.holdingsValue)] },
      ],
    );
  pdf.paragraph(t.statementFooter.replace('{zone}', zone), 8);
  return pdf.end();
}
