import Dexie, { type EntityTable } from 'dexie';

/** A saved form draft: one per form. Secrets (passwords, confirmations, codes) are never part of it. */
export interface DraftRow {
  formId: string;
  /** Format of `values`; bump DRAFT_FORMAT_VERSION and migrate in drafts/model when it changes. */
  formatVersion: number;
  values: Record<string, unknown>;
  updatedAt: number;
  /** The tab that wrote it, so another tab can tell its newer work was replaced. */
  tabId: string;
}

/**
 * A submission waiting to be sent. Secret fields are encrypted (AES-GCM); everything else is as sent. Its kind
 * (endpoint, how to read the answer) is found by `formId` when it is sent (src/offline/outbox/queued-kind.ts).
 */
export interface OutboxRow {
  id?: number;
  formId: string;
  /** How the pending list names it ('College registration'). */
  label: string;
  /** The body's fields (strings, numbers, lists, the resume Blob) without the secret ones. */
  body: Record<string, unknown>;
  /** The secret fields (password), AES-GCM encrypted with the non-extractable key in `keys`. */
  secret: { iv: Uint8Array<ArrayBuffer>; data: ArrayBuffer };
  /** The draft values at submit time, to give back to the form if the server rejects the submission. */
  draftValues: Record<string, unknown>;
  idempotencyKey: string;
  /** The endpoint's path parameters, when its path has any (not indexed: no schema change). */
  params?: Record<string, string>;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  lastError?: string;
}

interface KeyRow {
  name: string;
  key: CryptoKey;
}

const APP_DB_NAME = 'campus-portal';

/**
 * The app's own IndexedDB database (the mock backend keeps a separate one).
 * Schema history — add a new version below, never edit an old one:
 *   1: drafts (by form), outbox (auto id), keys (by name).
 */
export function openAppDb(name = APP_DB_NAME) {
  const db = new Dexie(name) as Dexie & {
    drafts: EntityTable<DraftRow, 'formId'>;
    outbox: EntityTable<OutboxRow, 'id'>;
    keys: EntityTable<KeyRow, 'name'>;
  };
  db.version(1).stores({ drafts: 'formId', outbox: '++id, formId, nextAttemptAt, createdAt', keys: 'name' });
  return db;
}

export type AppDb = ReturnType<typeof openAppDb>;

let shared: AppDb | undefined;

export function appDb(): AppDb {
  shared ??= openAppDb();
  return shared;
}
