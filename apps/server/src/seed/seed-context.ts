import type { TenantDefinition } from '@trading/contract/tenant';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import type { PasswordHasher } from '../identity/password-hasher';

export interface SeedContext {
  /** The seeding transaction: every hook commits together or not at all. */
  db: Db;
  config: Config;
  hasher: PasswordHasher;
  /** The demo investor of each tenant, by tenant id (the money module verifies and funds them). */
  demoUsers: Map<string, number>;
  /** The definition of each seeded tenant, by tenant id. */
  definitions: Map<string, TenantDefinition>;
  /** The folder of each seeded tenant, by tenant id: its demo/ holds the samples it seeds. */
  roots: Map<string, string>;
}

/** A feature's contribution to the first-start data; runs after the platform's own seed. */
export type SeedHook = (ctx: SeedContext) => Promise<void>;
