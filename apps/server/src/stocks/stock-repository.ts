import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type PageQuery, readPage } from '../db/read-page';
import { likePattern } from '../db/like-pattern';
import { favorites, instruments } from '../db/schema';

function searchWhere(markets: string[], keyword: string | undefined): SQL | undefined {
  const inMarkets = inArray(instruments.market, markets);
  if (!keyword) return inMarkets;
  const pattern = likePattern(keyword);
  return and(inMarkets, or(ilike(instruments.symbol, pattern), ilike(instruments.name, pattern)));
}

/** Instrument ids matching a keyword in symbol or name, within the tenant's markets. */
export async function searchInstrumentIds(
  db: Db,
  markets: string[],
  keyword: string | undefined,
  page: PageQuery,
) {
  const where = searchWhere(markets, keyword);
  const { records, total } = await readPage(
    db
      .select({ id: instruments.id })
      .from(instruments)
      .where(where)
      .orderBy(asc(instruments.isIndex), asc(instruments.market), asc(instruments.symbol)),
    db.select({ n: count() }).from(instruments).where(where),
    page,
  );
  return { ids: records.map((r) => r.id), total };
}

/** One user's favourites; a tenant's users never see each other's. */
const favoritesOf = (tenantId: string, userId: number) =>
  and(eq(favorites.tenantId, tenantId), eq(favorites.userId, userId));

export async function addFavorite(
  db: Db,
  tenantId: string,
  userId: number,
  instrumentId: number,
): Promise<void> {
  await db.insert(favorites).values({ tenantId, userId, instrumentId }).onConflictDoNothing();
}

export async function removeFavorite(
  db: Db,
  tenantId: string,
  userId: number,
  instrumentId: number,
): Promise<void> {
  await db
    .delete(favorites)
    .where(and(favoritesOf(tenantId, userId), eq(favorites.instrumentId, instrumentId)));
}

/** Which of `ids` the user has favourited. */
export async function favoriteIdsAmong(
  db: Db,
  tenantId: string,
  userId: number,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: favorites.instrumentId })
    .from(favorites)
    .where(and(favoritesOf(tenantId, userId), inArray(favorites.instrumentId, ids)));
  return new Set(rows.map((r) => r.id));
}

/** The user's favourites, most recently added first. */
export async function pageFavorites(db: Db, tenantId: string, userId: number, page: PageQuery) {
  const where = favoritesOf(tenantId, userId);
  const { records, total } = await readPage(
    db
      .select({ id: favorites.instrumentId })
      .from(favorites)
      .where(where)
      .orderBy(desc(favorites.createdAt), asc(favorites.instrumentId)),
    db.select({ n: count() }).from(favorites).where(where),
    page,
  );
  return { ids: records.map((r) => r.id), total };
}
