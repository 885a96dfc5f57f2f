import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { instruments } from '../db/schema';
import { INSTRUMENTS } from '../market/instruments';

/**
 * Upserts the market catalogue on every start: ids are stable, so a catalogue that
 * grew or renamed a company updates in place and references stay valid.
 */
export async function syncInstruments(db: Db): Promise<void> {
  await db
    .insert(instruments)
    .values(
      INSTRUMENTS.map((i) => ({
        id: i.id,
        symbol: i.symbol,
        market: i.exchange,
        name: i.name,
        currencyType: i.currencyType,
        isIndex: i.isIndex,
      })),
    )
    .onConflictDoUpdate({
      target: instruments.id,
      set: {
        symbol: sql`excluded.symbol`,
        market: sql`excluded.market`,
        name: sql`excluded.name`,
        currencyType: sql`excluded.currency_type`,
        isIndex: sql`excluded.is_index`,
      },
    });
}
