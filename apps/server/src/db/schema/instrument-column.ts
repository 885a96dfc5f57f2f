import { integer } from 'drizzle-orm/pg-core';
import { instruments } from './stocks';

/** The listed instrument a row is about. */
export const instrumentIdColumn = () =>
  integer('instrument_id')
    .notNull()
    .references(() => instruments.id);
