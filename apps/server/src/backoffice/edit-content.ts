import { and, eq, sql } from 'drizzle-orm';
import type { BannerDraft, NewsDraft, NewsEdit, TileDraft } from '@trading/contract';
import type { Db } from '../db/database';
import { inTransaction } from '../db/in-transaction';
import { banners, news, quickAccess } from '../db/schema';
import { ApiError } from '../errors/api-error';
import { recordAudit } from './audit-repository';
import { listBannerDrafts, listTileDrafts } from './content-drafts';
import type { Operator } from './operator';

/** First key of the advisory lock that serialises one tenant's saves of a content list. */
const LIST_LOCK_CLASS = 0x636e7473; // "cnts"
const LIST_KEYS = { banners: 1, tiles: 2 } as const;

function newsColumns(draft: NewsDraft) {
  return {
    title: draft.title,
    source: draft.source,
    content: draft.content,
    imageUrl: draft.imageUrl,
    onMainPage: draft.onMainPage,
    translations: draft.translations,
  };
}

function lockedNews(tx: Db, tenantId: string, id: number) {
  return tx
    .select()
    .from(news)
    .where(and(eq(news.tenantId, tenantId), eq(news.id, id)))
    .for('update')
    .then((rows) => rows[0]);
}

/** A new item is published now: it leads the news list and, if chosen, the home page. */
export function createNews(db: Db, op: Operator, draft: NewsDraft, now: Date) {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(news)
      .values({ tenantId: op.tenantId, pubDate: now, ...newsColumns(draft) })
      .returning();
    await recordAudit(tx, op, {
      action: 'CONTENT_NEWS_CREATE',
      targetType: 'news',
      targetId: row!.id,
      before: null,
      after: row,
    });
    return { id: row!.id };
  });
}

/** An edit keeps the item's publication date: correcting a story does not move it up the list. */
export function updateNews(db: Db, op: Operator, edit: NewsEdit) {
  return inTransaction(db, async (tx) => {
    const before = await lockedNews(tx, op.tenantId, edit.id);
    if (!before) throw new ApiError('NOT_FOUND');
    const [after] = await tx
      .update(news)
      .set(newsColumns(edit))
      .where(eq(news.id, edit.id))
      .returning();
    await recordAudit(tx, op, {
      action: 'CONTENT_NEWS_UPDATE',
      targetType: 'news',
      targetId: edit.id,
      before,
      after,
    });
    return { id: edit.id };
  });
}

export function deleteNews(db: Db, op: Operator, id: number) {
  return inTransaction(db, async (tx) => {
    const before = await lockedNews(tx, op.tenantId, id);
    if (!before) throw new ApiError('NOT_FOUND');
    await tx.delete(news).where(eq(news.id, id));
    await recordAudit(tx, op, {
      action: 'CONTENT_NEWS_DELETE',
      targetType: 'news',
      targetId: id,
      before,
      after: null,
    });
    return { id };
  });
}

/**
 * Replaces a tenant's whole list in one transaction. Saves of the same list are serialised:
 * two editors saving at once leave one of their lists, never both mixed together.
 */
async function replaceList<Entry>(
  db: Db,
  op: Operator,
  list: keyof typeof LIST_KEYS,
  entries: Entry[],
  io: {
    read: (tx: Db) => Promise<Entry[]>;
    clear: (tx: Db) => Promise<unknown>;
    insert: (tx: Db, rows: Array<Entry & { tenantId: string; sort: number }>) => Promise<unknown>;
  },
) {
  return inTransaction(db, async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${LIST_LOCK_CLASS}, hashtext(${`${op.tenantId}:${LIST_KEYS[list]}`}))`,
    );
    const before = await io.read(tx);
    await io.clear(tx);
    if (entries.length > 0)
      await io.insert(
        tx,
        entries.map((entry, sort) => ({ ...entry, tenantId: op.tenantId, sort })),
      );
    await recordAudit(tx, op, {
      action: list === 'banners' ? 'CONTENT_BANNERS_SAVE' : 'CONTENT_TILES_SAVE',
      targetType: list,
      targetId: op.tenantId,
      before,
      after: entries,
    });
    return { count: entries.length };
  });
}

export function saveBanners(db: Db, op: Operator, entries: BannerDraft[]) {
  return replaceList(db, op, 'banners', entries, {
    read: (tx) => listBannerDrafts(tx, op.tenantId),
    clear: (tx) => tx.delete(banners).where(eq(banners.tenantId, op.tenantId)),
    insert: (tx, rows) => tx.insert(banners).values(rows),
  });
}

export function saveTiles(db: Db, op: Operator, entries: TileDraft[]) {
  return replaceList(db, op, 'tiles', entries, {
    read: (tx) => listTileDrafts(tx, op.tenantId),
    clear: (tx) => tx.delete(quickAccess).where(eq(quickAccess.tenantId, op.tenantId)),
    insert: (tx, rows) => tx.insert(quickAccess).values(rows),
  });
}
