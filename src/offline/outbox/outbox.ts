import { IDEMPOTENCY_HEADER } from '@/lib/api/api-base';
import { isApiError } from '@/lib/api/api-error';
import { callEndpoint } from '@/lib/api/client';
import type { PathParams } from '@/lib/api/endpoint';
import { OUTBOX_RETRY_BASE_MS, OUTBOX_RETRY_MAX_MS } from '@/lib/constants';
import { OUTBOX_SYNC_TAG } from '@/lib/worker-messages';
import { appDb, type AppDb, type OutboxRow } from '../db/app-db';
import { openSecrets, sealSecrets } from '../db/secret-box';
import { deleteDraft, returnDraft, stripSecrets } from '../drafts/draft-store';
import { TAB_ID } from '../drafts/tab-channel';
import { emitOutboxEvent } from './outbox-events';
import { resolveQueuedKind, type QueuedKind, type Verdict } from './queued-kind';

/** What became of a submission: answered (accepted or refused) now, or kept to be sent later. */
export type SubmitOutcome = Verdict | { queued: true };

export function retryDelay(attempts: number): number {
  return Math.min(OUTBOX_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), OUTBOX_RETRY_MAX_MS);
}

/**
 * Statuses worth retrying later; any other HTTP error is the server's final answer. A 409 that says the first send
 * of this key is still being processed (its answer was lost, or it is slow) is no answer yet: sent again later, it
 * gets that first answer.
 */
function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.isNoResponse) return true;
  if (error.kind !== 'http') return false;
  if (error.status === 409) return error.code === 'idempotency_key_in_progress';
  return error.status === 408 || error.status === 429 || (error.status ?? 0) >= 500;
}

function splitSecrets(body: Record<string, unknown>, secretFields: readonly string[]) {
  const secrets: Record<string, string> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (secretFields.includes(key)) secrets[key] = String(value ?? '');
    else rest[key] = value;
  }
  return { secrets, rest };
}

/**
 * Sends a body to its kind's endpoint with the idempotency key and reads the answer with the kind's own rules.
 * Throws only when the answer was an error; the caller decides whether that error is worth retrying.
 */
async function deliver<Body, Response>(
  kind: QueuedKind<Body, Response>,
  body: Body,
  idempotencyKey: string,
  params: PathParams | undefined,
): Promise<Verdict> {
  const response = await callEndpoint(kind.endpoint, {
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    ...(params ? { params } : {}),
  });
  return kind.readAnswer(response, body);
}

async function enqueue(
  kind: QueuedKind<Record<string, unknown>, unknown>,
  body: Record<string, unknown>,
  draftValues: Record<string, unknown>,
  idempotencyKey: string,
  db: AppDb,
  params: PathParams | undefined,
): Promise<void> {
  const { secrets, rest } = splitSecrets(body, kind.secretFields);
  const now = Date.now();
  const entry: OutboxRow = {
    formId: kind.formId,
    label: kind.label,
    body: rest,
    secret: await sealSecrets(db, secrets),
    // Given back to the form on rejection or cancel: like any draft, without secrets.
    draftValues: stripSecrets(draftValues) as Record<string, unknown>,
    idempotencyKey,
    ...(params ? { params } : {}),
    createdAt: now,
    attempts: 0,
    nextAttemptAt: now,
  };
  entry.id = await db.outbox.add(entry);
  // The outbox now holds the work; the draft comes back only if the server rejects it or the user cancels.
  await deleteDraft(kind.formId, db);
  emitOutboxEvent({ type: 'queued', entry });
  requestBackgroundSync();
}

/**
 * Sends a submission now, or keeps it in the outbox when there is no connection (offline, no answer,
 * time-out). It carries an idempotency key, so a retry after a lost answer never creates a second account.
 * An answer is read by the kind's own rules: accepted, or refused (an HTTP error, or e.g. `success: false`).
 * `params` fill the endpoint's path (a round's results go to /drives/:id/rounds/:roundId/results).
 */
export async function submitOrQueue<Body extends Record<string, unknown>, Response>(
  kind: QueuedKind<Body, Response>,
  body: Body,
  draftValues: Record<string, unknown>,
  db: AppDb = appDb(),
  params?: PathParams,
): Promise<SubmitOutcome> {
  const idempotencyKey = crypto.randomUUID();
  const queue = async (): Promise<SubmitOutcome> => {
    await enqueue(kind as unknown as QueuedKind, body, draftValues, idempotencyKey, db, params);
    return { queued: true };
  };
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return queue();
  try {
    return await deliver(kind, body, idempotencyKey, params);
  } catch (error) {
    if (isApiError(error) && error.isNoResponse) return queue();
    return { accepted: false, error };
  }
}

/** Gives a submission's data back to its form as a draft (after a rejection or a cancel). */
async function returnToForm(entry: OutboxRow, db: AppDb) {
  await returnDraft(entry.formId, entry.draftValues, TAB_ID, db);
}

async function sendEntry(entry: OutboxRow, db: AppDb): Promise<void> {
  const kind = await resolveQueuedKind(entry.formId);
  if (!kind) {
    console.warn(`Outbox: no submission kind is registered for '${entry.formId}'; kept for later`);
    return;
  }
  const secrets = await openSecrets(db, entry.secret);
  let verdict: Verdict;
  try {
    verdict = await deliver(kind, { ...entry.body, ...secrets }, entry.idempotencyKey, entry.params);
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
    verdict = { accepted: false, error };
  }
  await db.outbox.delete(entry.id!);
  if (verdict.accepted) {
    await deleteDraft(entry.formId, db);
    emitOutboxEvent({ type: 'accepted', entry, kind, message: verdict.message });
    return;
  }
  await returnToForm(entry, db);
  emitOutboxEvent({ type: 'rejected', entry, kind, error: verdict.error });
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
      ).sync?.register(OUTBOX_SYNC_TAG),
    )
    .catch(() => undefined);
}
