import type { Readable } from 'node:stream';
import type { Services } from '../services';
import { readContractNote } from './contract-note';
import { contractNoteCsv } from './contract-note-csv';
import { contractNotePdf } from './contract-note-pdf';
import { documentClient } from './document-client';
import type { DocumentKey } from './document-key';
import type { DocumentReader } from './document-reader';
import { readStatement } from './statement';
import { statementCsv } from './statement-csv';
import { statementPdf } from './statement-pdf';

/** A document ready to send: its bytes as a stream (PDF) or text (CSV), type and file name. */
export interface DocumentFile {
  body: Readable | string;
  contentType: string;
  fileName: string;
}

const CONTENT_TYPES = { pdf: 'application/pdf', csv: 'text/csv; charset=utf-8' } as const;

/**
 * Writes the document a key names from the ledger as it is now; undefined when there is no such
 * document of that investor (a fill of someone else's, a tenant it does not belong to).
 */
export async function documentFile(
  services: Pick<Services, 'db' | 'tenants' | 'market' | 'now'>,
  key: DocumentKey,
): Promise<DocumentFile | undefined> {
  const tenant = services.tenants.get(key.tenantId);
  const client = await documentClient(services.db, key.tenantId, key.userId);
  if (!tenant || !client) return undefined;
  const { rules } = tenant;
  const reader: DocumentReader = {
    lang: key.lang,
    legal: rules.legal,
    grouping: rules.money.grouping,
    client,
    now: services.now(),
  };
  if (key.document === 'contractNote') {
    const note = await readContractNote(
      services.db,
      { id: tenant.id, marketTimeZone: rules.market.timeZone },
      key.userId,
      key.source,
      key.id,
    );
    if (!note) return undefined;
    return {
      body: key.format === 'pdf' ? contractNotePdf(note, reader) : contractNoteCsv(note),
      contentType: CONTENT_TYPES[key.format],
      fileName: `${note.documentNumber}.${key.format}`,
    };
  }
  const statement = await readStatement(services.db, services.market.sim, {
    tenantId: tenant.id,
    userId: key.userId,
    currency: key.currency,
    month: key.month,
    timeZone: rules.market.timeZone,
    now: services.now(),
  });
  return {
    body: key.format === 'pdf' ? statementPdf(statement, reader) : statementCsv(statement),
    contentType: CONTENT_TYPES[key.format],
    fileName: `${statement.documentNumber}.${key.format}`,
  };
}
