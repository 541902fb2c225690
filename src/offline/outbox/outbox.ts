import { isApiError } from '@/lib/api/api-error';
import { apiRequest } from '@/lib/api/client';
import { MessageResponseSchema } from '@/lib/api/contract';
import { toRequestBody } from '@/lib/api/request-body';
import { OUTBOX_RETRY_BASE_MS, OUTBOX_RETRY_MAX_MS } from '@/lib/constants';
import { appDb, type AppDb, type OutboxRow } from '@/offline/db/app-db';
import { openSecrets, sealSecrets } from '@/offline/db/secret-box';
import { deleteDraft, saveDraft, stripSecrets } from '@/offline/drafts/draft-store';
import { TAB_ID } from '@/offline/drafts/tab-channel';
import { emitOutboxEvent } from './outbox-events';
import { IDEMPOTENCY_HEADER, splitSecrets, type Submission } from './submission';

export type SubmitOutcome<T> = { status: 'sent'; response: T } | { status: 'queued' };

function newKey(): string {
  return crypto.randomUUID();
}

export function retryDelay(attempts: number): number {
  return Math.min(OUTBOX_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), OUTBOX_RETRY_MAX_MS);
}

/** Statuses worth retrying later; any other HTTP error is the server's final answer. */
function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.isNoResponse) return true;
  return (
    error.kind === 'http' && (error.status === 408 || error.status === 429 || (error.status ?? 0) >= 500)
  );
}

async function enqueue<T>(submission: Submission<T>, idempotencyKey: string, db: AppDb): Promise<OutboxRow> {
  const { secrets, rest } = splitSecrets(submission.body, submission.secretFields);
  const now = Date.now();
  const entry: OutboxRow = {
    kind: submission.kind,
    formId: submission.formId,
    path: submission.path,
    body: rest,
    bodyType: submission.bodyType,
    secret: await sealSecrets(db, secrets),
    // Given back to the form on rejection or cancel: like any draft, without secrets.
    draftValues: stripSecrets(submission.draftValues) as Record<string, unknown>,
    idempotencyKey,
    createdAt: now,
    attempts: 0,
    nextAttemptAt: now,
  };
  entry.id = await db.outbox.add(entry);
  // The outbox now holds the work; the draft comes back only if the server rejects it or the user cancels.
  await deleteDraft(submission.formId, db);
  emitOutboxEvent({ type: 'queued', entry });
  requestBackgroundSync();
  return entry;
}

/**
 * Sends a registration now, or keeps it in the outbox when there is no connection (offline, no answer,
 * time-out). It carries an idempotency key, so a retry after a lost answer never creates a second account.
 * A real answer from the server (success or error) is returned or thrown as usual.
 */
export async function submitOrQueue<T>(
  submission: Submission<T>,
  db: AppDb = appDb(),
): Promise<SubmitOutcome<T>> {
  const idempotencyKey = newKey();
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    await enqueue(submission, idempotencyKey, db);
    return { status: 'queued' };
  }
  try {
    const response = await apiRequest(submission.path, {
      method: 'POST',
      body: toRequestBody(submission.bodyType, submission.body),
      response: submission.response,
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    });
    return { status: 'sent', response };
  } catch (error) {
    if (isApiError(error) && error.isNoResponse) {
      await enqueue(submission, idempotencyKey, db);
      return { status: 'queued' };
    }
    throw error;
  }
}

/** Gives a submission's data back to its form as a draft (after a rejection or a cancel). */
async function returnToForm(entry: OutboxRow, db: AppDb) {
  await saveDraft(entry.formId, entry.draftValues, TAB_ID, db);
}

async function sendEntry(entry: OutboxRow, db: AppDb): Promise<void> {
  const secrets = await openSecrets(db, entry.secret);
  try {
    const response = await apiRequest(entry.path, {
      method: 'POST',
      body: toRequestBody(entry.bodyType, { ...entry.body, ...secrets }),
      response: MessageResponseSchema,
      headers: { [IDEMPOTENCY_HEADER]: entry.idempotencyKey },
    });
    await db.outbox.delete(entry.id!);
    emitOutboxEvent({ type: 'accepted', entry, response });
  } catch (error) {
    if (isRetryable(error)) {
      const attempts = entry.attempts + 1;
      const update = {
        attempts,
        nextAttemptAt: Date.now() + retryDelay(attempts),
        lastError: String((error as Error).message),
      };
      await db.outbox.update(entry.id!, update);
      emitOutboxEvent({ type: 'retrying', entry: { ...entry, ...update } });
      return;
    }
    await db.outbox.delete(entry.id!);
    await returnToForm(entry, db);
    emitOutboxEvent({ type: 'rejected', entry, error });
  }
}

let flushing: Promise<void> | undefined;

/** Sends every due entry once. One flush at a time per tab; across tabs a Web Lock keeps it single. */
export function flushOutbox(db: AppDb = appDb()): Promise<void> {
  const run = async () => {
    const due = await db.outbox.where('nextAttemptAt').belowOrEqual(Date.now()).toArray();
    for (const entry of due) await sendEntry(entry, db);
  };
  const locked = async (): Promise<void> => {
    if (typeof navigator === 'undefined' || !navigator.locks) return run();
    await navigator.locks.request('portal-outbox', { ifAvailable: true }, async (lock) => {
      if (lock) await run();
    });
  };
  const current =
    flushing ??
    locked().finally(() => {
      flushing = undefined;
    });
  flushing = current;
  return current;
}

export function listOutbox(db: AppDb = appDb()): Promise<OutboxRow[]> {
  return db.outbox.orderBy('nextAttemptAt').toArray();
}

/** Cancels a pending submission: it is deleted (with its encrypted secret) and its data goes back to the form. */
export async function cancelSubmission(id: number, db: AppDb = appDb()): Promise<void> {
  const entry = await db.outbox.get(id);
  if (!entry) return;
  await db.outbox.delete(id);
  await returnToForm(entry, db);
  emitOutboxEvent({ type: 'cancelled', entry });
}

/** Asks the browser to wake the service worker when connectivity returns (Background Sync, where supported). */
function requestBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) =>
      (
        registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }
      ).sync?.register('outbox'),
    )
    .catch(() => undefined);
}
