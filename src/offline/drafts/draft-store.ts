import { appDb, type AppDb, type DraftRow } from '@/offline/db/app-db';

/** Version of the draft values' format. Bump it when a form's value shape changes, and migrate below. */
export const DRAFT_FORMAT_VERSION = 1;

/** Field names that are never stored: passwords, confirmations and one-time codes. */
const SECRET_KEY = /pass(word|code)|confirm|otp/i;

/** A deep copy of form values without any secret field (Files and Blobs are kept as they are). */
export function stripSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripSecrets);
  if (value instanceof Blob || value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_KEY.test(key))
      .map(([key, inner]) => [key, stripSecrets(inner)]),
  );
}

/** Brings an older stored draft to the current format; undefined when it cannot be used. */
export function migrateDraft(row: DraftRow | undefined): DraftRow | undefined {
  if (!row) return undefined;
  if (row.formatVersion === DRAFT_FORMAT_VERSION) return row;
  // Future formats add their steps here (e.g. 1 → 2 renames a field). Unknown versions are dropped.
  return undefined;
}

export async function loadDraft(formId: string, db: AppDb = appDb()): Promise<DraftRow | undefined> {
  return migrateDraft(await db.drafts.get(formId));
}

export async function saveDraft(
  formId: string,
  values: Record<string, unknown>,
  tabId: string,
  db: AppDb = appDb(),
) {
  const row: DraftRow = {
    formId,
    formatVersion: DRAFT_FORMAT_VERSION,
    values: stripSecrets(values) as Record<string, unknown>,
    updatedAt: Date.now(),
    tabId,
  };
  await db.drafts.put(row);
  return row;
}

export async function deleteDraft(formId: string, db: AppDb = appDb()): Promise<void> {
  await db.drafts.delete(formId);
}
