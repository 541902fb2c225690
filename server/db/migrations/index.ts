import type { Migration } from 'kysely/migration';
import * as stateRows from './0001-state-rows';

/**
 * Every migration, in order; append-only (a change to the schema is a new file, never an edit of an applied one).
 * Kysely's migrator applies those not yet applied, at start, in one transaction each (docs/decisions, 99).
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-state-rows': stateRows,
};
