import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { lockEmbeddedFolder } from './embedded-lock';
import type { PortalDatabase } from './schema';

/** Where the portal's data lives: a PostgreSQL server (DATABASE_URL) or the embedded PGlite in a folder. */
export type DatabaseTarget = { url: string } | { dataDir: string } | { inMemory: true };

export interface OpenDatabase {
  db: Kysely<PortalDatabase>;
  /** Which engine answers: 'postgres' (a server through pg) or 'pglite' (embedded). */
  engine: 'postgres' | 'pglite';
  close(): Promise<void>;
}

/**
 * Opens the database. One SQL dialect for both: PGlite is PostgreSQL compiled to WebAssembly, so the same
 * migrations and queries run on it and on a PostgreSQL server (15 and up).
 */
export async function openDatabase(target: DatabaseTarget, schema?: string): Promise<OpenDatabase> {
  if ('url' in target) {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      // A test gets a schema of its own; a deployment uses the default search path.
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    const db = new Kysely<PortalDatabase>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  let release = () => undefined as void;
  if ('dataDir' in target) {
    mkdirSync(target.dataDir, { recursive: true });
    release = lockEmbeddedFolder(target.dataDir);
  }
  const pglite = new PGlite('dataDir' in target ? target.dataDir : undefined);
  await pglite.waitReady;
  const db = new Kysely<PortalDatabase>({ dialect: new PGliteDialect({ pglite }) });
  return {
    db,
    engine: 'pglite',
    async close() {
      await db.destroy();
      release();
    },
  };
}
