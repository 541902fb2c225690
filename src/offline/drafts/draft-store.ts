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

/** What happened to a form's draft in this tab, apart from the form's own saving. */
export type DraftChange = 'deleted' | 'returned';
const changeListeners = new Set<(formId: string, change: DraftChange) => void>();

/** Listens for drafts deleted (a submit went through, a discard) or given back (a refused submission) in this tab. */
export function onDraftChange(listener: (formId: string, change: DraftChange) => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

function announce(formId: string, change: DraftChange) {
  changeListeners.forEach((listener) => listener(formId, change));
}

/** Deletes a form's draft; a form on screen then stops saying it restored one. */
export async function deleteDraft(formId: string, db: AppDb = appDb()): Promise<void> {
  await db.drafts.delete(formId);
  announce(formId, 'deleted');
}

/** Gives values back to their form as its draft (a queued submission refused or cancelled); an open form loads it. */
export async function returnDraft(
  formId: string,
  values: Record<string, unknown>,
  tabId: string,
  db: AppDb = appDb(),
): Promise<void> {
  await saveDraft(formId, values, tabId, db);
  announce(formId, 'returned');
}
