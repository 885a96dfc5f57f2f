import {
  ContractNoteSource,
  CurrencyCode,
  DocumentFormat,
  StatementMonth,
} from '@trading/contract';
import { z } from 'zod';
import { LANGS, type Lang } from '../messages/lang';

/** A document as its signed link names it: whose, which, in what language and format. */
export type DocumentKey = {
  tenantId: string;
  userId: number;
  lang: Lang;
  format: DocumentFormat;
} & (
  | { document: 'contractNote'; source: ContractNoteSource; id: number }
  | { document: 'statement'; currency: CurrencyCode; month: string }
);

/**
 * The key as a path segment, readable in a download list ("cn.ngn.12.ORDER.42.en.pdf",
 * "st.ngn.12.NGN.2026-11.pt.csv"); the link's signature covers all of it.
 */
export function documentKeyText(key: DocumentKey): string {
  const what =
    key.document === 'contractNote'
      ? `cn.${key.tenantId}.${key.userId}.${key.source}.${key.id}`
      : `st.${key.tenantId}.${key.userId}.${key.currency}.${key.month}`;
  return `${what}.${key.lang}.${key.format}`;
}

const part = {
  tenantId: z.string().regex(/^[a-z][a-z0-9]{1,15}$/),
  userId: z.coerce.number().int().positive(),
  lang: z.enum(LANGS),
  format: DocumentFormat,
};
const NoteKey = z.object({
  ...part,
  document: z.literal('contractNote'),
  source: ContractNoteSource,
  id: z.coerce.number().int().positive(),
});
const StatementKey = z.object({
  ...part,
  document: z.literal('statement'),
  currency: CurrencyCode,
  month: StatementMonth,
});

/** The key a signed link names, or undefined when the text is not one. */
export function readDocumentKey(text: string): DocumentKey | undefined {
  const [kind, tenantId, userId, a, b, lang, format, ...rest] = text.split('.');
  if (rest.length > 0) return undefined;
  const parsed =
    kind === 'cn'
      ? NoteKey.safeParse({
          document: 'contractNote',
          tenantId,
          userId,
          source: a,
          id: b,
          lang,
          format,
        })
      : kind === 'st'
        ? StatementKey.safeParse({
            document: 'statement',
            tenantId,
            userId,
            currency: a,
            month: b,
            lang,
            format,
          })
        : undefined;
  return parsed?.success ? parsed.data : undefined;
}
