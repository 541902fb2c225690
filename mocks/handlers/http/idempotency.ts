import { HttpResponse } from 'msw';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_RETENTION_MS } from '@/lib/api/api-base';
import { mockStore } from '../../db/store';
import type { MockState } from '../../db/state';
import { setEntry } from '../../db/state-rows';
import { errorResponse } from './errors';

type Answers = MockState['idempotency'];
type Answer = Answers[string];

/** The keys whose first request is being answered now, in this worker or process. */
const keysInProgress = new Set<string>();

/**
 * The answer to a copy that arrives while the first request with its key is still being processed: 409, as the
 * IETF draft "The Idempotency-Key HTTP Header Field" says ("a request is outstanding for this Idempotency-Key").
 * The client need not change anything: sent again once the first is answered, it gets the first answer.
 */
export function keyInProgressResponse(): Response {
  const response = errorResponse(
    409,
    'A request with this Idempotency-Key is still being processed: send it again once it has been answered',
    'idempotency_key_in_progress',
  );
  response.headers.set('Retry-After', '1');
  return response;
}

const isKept = (answer: Answer, now: number) => now - answer.at <= IDEMPOTENCY_RETENTION_MS;

/** The key's first answer while it is kept; an own property only (a key may be `constructor`). */
function keptAnswer(answers: Answers, key: string, now: number): Answer | undefined {
  const answer = Object.hasOwn(answers, key) ? answers[key] : undefined;
  return answer && isKept(answer, now) ? answer : undefined;
}

/** Forgets answers older than the retention, so the table does not grow all session (and all week). */
function forgetExpired(answers: Answers, now: number): void {
  for (const [key, answer] of Object.entries(answers)) if (!isKept(answer, now)) delete answers[key];
}

/**
 * Exactly-once for registrations and the outbox's other kinds: the first answer to a request carrying an
 * Idempotency-Key is remembered for IDEMPOTENCY_RETENTION_MS and replayed for every repeat of that key, so a retry
 * after a lost answer never creates a second account; a copy sent while the first is still being processed gets
 * 409 (keyInProgressResponse). Each answer is a row of its own in IndexedDB
 * (ENTRY_ROW_TABLES), so remembering one never rewrites the others.
 */
export async function idempotent(request: Request, handle: () => Promise<Response>): Promise<Response> {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (!key) return handle();
  // Claimed before the kept answers are read, so a copy can never slip between reading them and the first's answer.
  if (keysInProgress.has(key)) return keyInProgressResponse();
  keysInProgress.add(key);
  try {
    return await firstOrKeptAnswer(key, new URL(request.url).pathname, handle);
  } finally {
    keysInProgress.delete(key);
  }
}

async function firstOrKeptAnswer(key: string, path: string, handle: () => Promise<Response>) {
  const first = keptAnswer((await mockStore().read()).idempotency, key, Date.now());
  if (!first) return answerAndKeep(key, path, handle);
  if (first.path !== path)
    return errorResponse(
      422,
      'This Idempotency-Key was already used for another request',
      'idempotency_key_reused',
    );
  return HttpResponse.json(first.body as Record<string, unknown>, {
    status: first.status,
    headers: { 'Idempotent-Replayed': 'true' },
  });
}

/** Runs the first request of a key and keeps its answer for the repeats. */
async function answerAndKeep(key: string, path: string, handle: () => Promise<Response>): Promise<Response> {
  const response = await handle();
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => ({}));
  await mockStore().update((state) => {
    const now = Date.now();
    forgetExpired(state.idempotency, now);
    setEntry(state.idempotency, key, { status: response.status, body, path, at: now });
  });
  return response;
}
