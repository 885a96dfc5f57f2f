import { transferCurrencies, type DocumentLink } from '@trading/contract';
import { ApiError } from '../errors/api-error';
import type { CallContext, Handlers } from '../http/call-context';
import { pageContractNotes, readContractNote, type ContractNote } from './contract-note';
import { decimalText } from './decimal-text';
import { documentKeyText, type DocumentKey } from './document-key';
import { documentPath } from './document-urls';
import { statementPeriods } from './statement';
import { monthOf } from './statement-month';
import { fromUnits } from '../ledger/decimal';

function marketZone(ctx: CallContext): string {
  return ctx.tenant.rules.market.timeZone;
}

function readNote(ctx: CallContext, userId: number, source: ContractNote['source'], id: number) {
  return readContractNote(
    ctx.services.db,
    { id: ctx.tenant.id, marketTimeZone: marketZone(ctx) },
    userId,
    source,
    id,
  );
}

/** A signed link to the document in the caller's language (document-route.ts serves it). */
function linkTo(ctx: CallContext, key: DocumentKey): DocumentLink {
  const url = ctx.services.documentUrls.sign(documentPath(documentKeyText(key)));
  const exp = new URL(url, 'http://link').searchParams.get('exp');
  return { url, expiresTime: Number(exp) };
}

function listItem(note: ContractNote) {
  return {
    source: note.source,
    id: note.id,
    documentNumber: note.documentNumber,
    kind: note.kind,
    side: note.side,
    title: note.title,
    symbol: note.symbol,
    exchange: note.exchange,
    quantity: note.quantity,
    price: note.price === null ? null : decimalText(note.price),
    netAmount: fromUnits(note.netAmount < 0n ? -note.netAmount : note.netAmount),
    currencyType: note.currency,
    tradeTime: note.tradeTime,
  };
}

export const documentHandlers: Handlers = {
  async contractNotes(input, ctx) {
    const user = ctx.auth();
    const { refs, total } = await pageContractNotes(ctx.services.db, ctx.tenant.id, user.id, input);
    const notes = await Promise.all(refs.map((ref) => readNote(ctx, user.id, ref.source, ref.id)));
    return {
      records: notes.filter((note) => note !== undefined).map(listItem),
      pageNum: input.pageNum,
      pageSize: input.pageSize,
      total,
    };
  },

  async statements(_input, ctx) {
    const user = ctx.auth();
    return statementPeriods(
      ctx.services.db,
      ctx.tenant.id,
      user.id,
      marketZone(ctx),
      ctx.services.now(),
    );
  },

  async contractNoteLink(input, ctx) {
    const user = ctx.auth();
    // Only a fill of the caller's gets a link; anyone else's answers as one that never was.
    if (!(await readNote(ctx, user.id, input.source, input.id))) throw new ApiError('NOT_FOUND');
    return linkTo(ctx, {
      document: 'contractNote',
      tenantId: ctx.tenant.id,
      userId: user.id,
      lang: ctx.lang,
      format: input.format,
      source: input.source,
      id: input.id,
    });
  },

  async statementLink(input, ctx) {
    const user = ctx.auth();
    const books = transferCurrencies(ctx.tenant.config.defaultCurrency);
    if (
      !books.includes(input.currency) ||
      input.month > monthOf(ctx.services.now(), marketZone(ctx))
    )
      throw new ApiError('NOT_FOUND');
    return linkTo(ctx, {
      document: 'statement',
      tenantId: ctx.tenant.id,
      userId: user.id,
      lang: ctx.lang,
      format: input.format,
      currency: input.currency,
      month: input.month,
    });
  },
};
