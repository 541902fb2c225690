import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { MIGRATIONS } from './migrations';

/**
 * Applies every migration not yet applied; throws with the failing migration's error. Several servers may start at
 * once on one database: a session-level advisory lock lets one migrate while the others wait, then find nothing to
 * do. `schema` keeps Kysely's own tables in the portal's schema when it has one of its own.
 */
export async function migrateToLatest(db: Kysely<unknown>, schema?: string): Promise<string[]> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext('portal_migrations'))`.execute(connection);
    try {
      const migrator = new Migrator({
        db: connection,
        provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
        ...(schema ? { migrationTableSchema: schema } : {}),
      });
      const { error, results = [] } = await migrator.migrateToLatest();
      if (error) throw error instanceof Error ? error : new Error(String(error));
      return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
    } finally {
      await sql`select pg_advisory_unlock(hashtext('portal_migrations'))`.execute(connection);
    }
  });
}
