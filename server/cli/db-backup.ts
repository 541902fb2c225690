/**
 * `npm run db:backup -- <file>`: writes the portal's data to a file (./backup-format.ts), from the database the
 * server uses (the same environment: DATA_DIR, DATABASE_URL). On a PostgreSQL server it runs beside the server, in
 * one repeatable-read transaction, so the copy is consistent; the embedded database must be stopped first.
 */
import { createWriteStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { once } from 'node:events';
import { sql } from 'kysely';
import pino from 'pino';
import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { MIGRATIONS } from '../db/migrations';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupLine } from './backup-format';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npm run db:backup -- <file>');
  process.exit(2);
}
const log = pino();
const config = readConfig();
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: join(config.dataDir, 'pglite') },
  config.databaseSchema,
);
const out = createWriteStream(file, { flags: 'wx' });
const write = async (line: BackupLine) => {
  if (!out.write(`${JSON.stringify(line)}\n`)) await once(out, 'drain');
};
let rows = 0;
try {
  await database.db.transaction().execute(async (tx) => {
    if (database.engine === 'postgres')
      await sql`set transaction isolation level repeatable read`.execute(tx);
    await write({
      kind: 'header',
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      migrations: Object.keys(MIGRATIONS),
      takenAt: new Date().toISOString(),
    });
    const meta = await tx.selectFrom('portal_state_meta').selectAll().executeTakeFirst();
    if (!meta) throw new Error('The database holds no portal yet: nothing to back up');
    await write({
      kind: 'meta',
      revision: String(meta.revision),
      seedVersion: meta.seed_version,
      seedName: meta.seed_name,
    });
    for (const row of await tx
      .selectFrom('portal_state_row')
      .select(['key', 'value'])
      .orderBy('key')
      .execute()) {
      await write({ kind: 'row', key: row.key, value: row.value });
      rows += 1;
    }
  });
  const folder = join(config.dataDir, 'files');
  const ids = await readdir(folder).catch(() => [] as string[]);
  for (const id of ids)
    await write({ kind: 'file', id, base64: (await readFile(join(folder, id))).toString('base64') });
  out.end();
  await once(out, 'finish');
  log.info({ file, rows, files: ids.length }, 'backup written');
} finally {
  await database.close();
}
