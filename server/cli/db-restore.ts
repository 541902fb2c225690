/**
 * `npm run db:restore -- <file>`: replaces the portal's data with a backup (npm run db:backup), in one transaction,
 * and writes its stored files back. Stop the server first: it keeps the state in memory. The database is migrated
 * first, so a backup of an older version restores into the current schema.
 */
import { createReadStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pino from 'pino';
import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { BACKUP_FORMAT, type BackupLine } from './backup-format';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npm run db:restore -- <file>');
  process.exit(2);
}
const log = pino();
const lines: BackupLine[] = [];
for await (const text of createInterface({ input: createReadStream(file) }))
  if (text.trim()) lines.push(JSON.parse(text) as BackupLine);
const [header] = lines;
if (header?.kind !== 'header' || header.format !== BACKUP_FORMAT) {
  console.error(`${file} is not a backup of the portal (npm run db:backup)`);
  process.exit(1);
}
const meta = lines.find((line) => line.kind === 'meta');
if (!meta) throw new Error(`${file} has no revision line: it is incomplete`);

const config = readConfig();
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: join(config.dataDir, 'pglite') },
  config.databaseSchema,
);
try {
  await migrateToLatest(database.db as never, config.databaseSchema);
  const rows = lines.filter((line) => line.kind === 'row');
  await database.db.transaction().execute(async (tx) => {
    await tx.deleteFrom('portal_state_row').execute();
    await tx.deleteFrom('portal_state_meta').execute();
    for (let start = 0; start < rows.length; start += 500)
      await tx
        .insertInto('portal_state_row')
        .values(
          rows.slice(start, start + 500).map((row) => ({ key: row.key, value: JSON.stringify(row.value) })),
        )
        .execute();
    // A new revision, above the backup's: a server that cached the old state reads it again.
    await tx
      .insertInto('portal_state_meta')
      .values({ id: 1, revision: Date.now(), seed_version: meta.seedVersion, seed_name: meta.seedName })
      .execute();
  });
  const folder = join(config.dataDir, 'files');
  await mkdir(folder, { recursive: true });
  const files = lines.filter((line) => line.kind === 'file');
  for (const stored of files) await writeFile(join(folder, stored.id), Buffer.from(stored.base64, 'base64'));
  log.info({ file, rows: rows.length, files: files.length }, 'backup restored');
} finally {
  await database.close();
}
