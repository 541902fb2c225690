import { readFileSync, rmSync, writeFileSync } from 'node:fs';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite runs inside one process: two processes on one folder would corrupt it. The process that opens the folder
 * writes its pid beside it; another (a second server, db:backup while the server runs) is refused with a reason.
 * A lock left by a killed process (its pid gone) is taken over. Returns the release.
 */
export function lockEmbeddedFolder(dataDir: string): () => void {
  const lockFile = `${dataDir}.in-use.pid`;
  let holder: number | undefined;
  try {
    holder = Number(readFileSync(lockFile, 'utf8'));
  } catch {
    holder = undefined;
  }
  if (holder && holder !== process.pid && isAlive(holder))
    throw new Error(
      `The embedded database in ${dataDir} is in use by process ${holder} (a running server): stop it first, ` +
        'or use a PostgreSQL server (DATABASE_URL), which many processes share.',
    );
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}
