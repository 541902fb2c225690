import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { MIGRATIONS } from './migrations';

/** Applies every migration not yet applied; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
