/**
 * A backup of the portal's data as JSON lines: a header, every row of the state and its revision, then every
 * stored file (resumes, offer letters) in base64. Plain text, so it is readable, diffable and restorable into an
 * embedded database or a PostgreSQL server alike (`npm run db:backup`, `npm run db:restore`).
 */
export const BACKUP_FORMAT = 'campus-pulse-backup';
export const BACKUP_VERSION = 1;

export type BackupLine =
  | { kind: 'header'; format: typeof BACKUP_FORMAT; version: number; migrations: string[]; takenAt: string }
  | { kind: 'meta'; revision: string; seedVersion: number; seedName: string }
  | { kind: 'row'; key: string; value: unknown }
  | { kind: 'file'; id: string; base64: string };
