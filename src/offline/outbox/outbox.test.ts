import { http, HttpResponse } from 'msw';
import { boolean, object, string, type } from 'superstruct';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpoint } from '@/lib/api/endpoint';
import { server } from '@mocks/node';
import { openAppDb } from '../db/app-db';
import { loadDraft } from '../drafts/draft-store';
import { onOutboxEvent, type OutboxEvent } from './outbox-events';
import { cancelSubmission, flushOutbox, listOutbox, retryDelay, submitOrQueue } from './outbox';
import { setQueuedKindResolver, type QueuedKind } from './queued-kind';

/*
 * The outbox on its own: a test kind at a test endpoint, so nothing here depends on a form. The server below
 * remembers what it accepted and replays an idempotency key's first answer, as the contract asks.
 */
const thingEndpoint = endpoint({
  method: 'POST',
  path: '/test/things',
  summary: 'A test call.',
  body: { kind: 'json', schema: object({ name: string(), secret: string() }) },
  response: type({ ok: boolean() }),
});

const testKind: QueuedKind<{ name: string; secret: string }, { ok: boolean }> = {
  formId: 'test-form',
  label: 'Test thing',
  endpoint: thingEndpoint,
  secretFields: ['secret'],
  readAnswer: (answer, body) =>
    answer.ok
      ? { accepted: true, message: `Saved ${body.name}` }
      : { accepted: false, error: new Error('Refused') },
  errorMessage: (error) => String((error as Error).message),
  successTitle: 'Saved',
  errorTitle: 'Not saved',
  formHref: '/test',
  continueAfterSuccess: () => undefined,
};

type Mode = 'accept' | 'refuse' | 'drop-before' | 'drop-after' | 'error-400' | 'in-progress';
let mode: Mode = 'accept';
let created: { name: string; secret: string }[] = [];
const answered = new Map<string, { ok: boolean }>();

beforeEach(() => {
  mode = 'accept';
  created = [];
  answered.clear();
  setQueuedKindResolver((formId) =>
    Promise.resolve(formId === testKind.formId ? (testKind as unknown as QueuedKind) : undefined),
  );
  server.use(
    http.post('*/api/test/things', async ({ request }) => {
      if (mode === 'drop-before') return HttpResponse.error();
      if (mode === 'error-400') return HttpResponse.json({ message: 'Bad thing' }, { status: 400 });
      if (mode === 'in-progress')
        return HttpResponse.json(
          { message: 'Still being processed', code: 'idempotency_key_in_progress' },
          { status: 409 },
        );
      const key = request.headers.get('Idempotency-Key') ?? '';
      const replay = answered.get(key);
      if (replay) return HttpResponse.json(replay);
      const answer = { ok: mode !== 'refuse' };
      if (answer.ok) created.push((await request.json()) as { name: string; secret: string });
      answered.set(key, answer);
      return mode === 'drop-after' ? HttpResponse.error() : HttpResponse.json(answer);
    }),
  );
});
afterEach(() => setQueuedKindResolver(() => Promise.resolve(undefined)));

const body = { name: 'Thing one', secret: 'Place@2026' };
const draft = { name: 'Thing one', password: 'Place@2026' };
const freshDb = () => openAppDb(`outbox-${Math.random()}`);

function recordEvents() {
  const events: OutboxEvent['type'][] = [];
  const stop = onOutboxEvent((event) => events.push(event.type));
  return { events, stop };
}

describe('outbox', () => {
  it('sends at once when the server answers, and reads the answer with the kind', async () => {
    const db = freshDb();
    expect(await submitOrQueue(testKind, body, draft, db)).toEqual({
      accepted: true,
      message: 'Saved Thing one',
    });
    mode = 'refuse';
    expect(await submitOrQueue(testKind, body, draft, db)).toMatchObject({ accepted: false });
    expect(await listOutbox(db)).toHaveLength(0);
  });

  it('queues a submission whose answer never came, keeps the secret sealed, and sends it exactly once', async () => {
    const db = freshDb();
    const { events, stop } = recordEvents();
    // The server does the work, but the answer is lost.
    mode = 'drop-after';
    expect(await submitOrQueue(testKind, body, draft, db)).toEqual({ queued: true });
    const [entry] = await listOutbox(db);
    // Neither the stored body nor the values kept for the form hold the secret in plain text.
    expect(JSON.stringify({ ...entry, secret: undefined })).not.toContain('Place@2026');
    expect(entry?.draftValues).toEqual({ name: 'Thing one' });
    expect(entry?.label).toBe('Test thing');
    expect(new TextDecoder().decode(new Uint8Array(entry!.secret.data))).not.toContain('Place@2026');

    mode = 'accept';
    await flushOutbox(db);
    expect(await listOutbox(db)).toHaveLength(0);
    expect(events).toEqual(['queued', 'accepted']);
    expect(created).toEqual([body]);
    stop();
  });

  it('keeps the path parameters of a queued entry and sends it to the same address later', async () => {
    const db = freshDb();
    const paths: string[] = [];
    const roundKind = { ...testKind, endpoint: { ...thingEndpoint, path: '/test/things/:id/parts/:part' } };
    setQueuedKindResolver(() => Promise.resolve(roundKind as unknown as QueuedKind));
    server.use(
      http.post('*/api/test/things/:id/parts/:part', ({ request }) => {
        paths.push(new URL(request.url).pathname);
        return mode === 'drop-before' ? HttpResponse.error() : HttpResponse.json({ ok: true });
      }),
    );
    mode = 'drop-before';
    expect(await submitOrQueue(roundKind, body, draft, db, { id: 'd 1', part: 'r2' })).toEqual({
      queued: true,
    });
    mode = 'accept';
    await flushOutbox(db);
    expect(paths).toEqual(['/api/test/things/d%201/parts/r2', '/api/test/things/d%201/parts/r2']);
    expect(await listOutbox(db)).toHaveLength(0);
  });

  it('counts a queued submission the server refuses in its answer (success: false) as rejected, not accepted', async () => {
    const db = freshDb();
    const { events, stop } = recordEvents();
    mode = 'drop-before';
    await submitOrQueue(testKind, body, draft, db);
    mode = 'refuse';
    await flushOutbox(db);
    expect(events).toEqual(['queued', 'rejected']);
    expect((await loadDraft('test-form', db))?.values).toEqual({ name: 'Thing one' });
    stop();
  });

  it('gives a submission refused with an HTTP error back to its form as a draft', async () => {
    const db = freshDb();
    const { events, stop } = recordEvents();
    mode = 'drop-before';
    await submitOrQueue(testKind, body, draft, db);
    mode = 'error-400';
    await flushOutbox(db);
    expect(events).toEqual(['queued', 'rejected']);
    expect((await loadDraft('test-form', db))?.values).toEqual({ name: 'Thing one' });
    stop();
  });

  it('retries a submission whose first send is still being processed (409 in progress), and sends it once', async () => {
    const db = freshDb();
    const { events, stop } = recordEvents();
    mode = 'drop-before';
    await submitOrQueue(testKind, body, draft, db);
    mode = 'in-progress';
    await flushOutbox(db);
    const [entry] = await listOutbox(db);
    expect(entry?.attempts).toBe(1);
    mode = 'accept';
    await db.outbox.update(entry!.id!, { nextAttemptAt: 0 });
    await flushOutbox(db);
    expect(events).toEqual(['queued', 'retrying', 'accepted']);
    expect(created).toHaveLength(1);
    expect(await listOutbox(db)).toHaveLength(0);
    stop();
  });

  it('keeps an entry whose kind nobody registered', async () => {
    const db = freshDb();
    mode = 'drop-before';
    await submitOrQueue(testKind, body, draft, db);
    setQueuedKindResolver(() => Promise.resolve(undefined));
    mode = 'accept';
    await flushOutbox(db);
    expect(await listOutbox(db)).toHaveLength(1);
  });

  it('retries later with backoff while there is still no answer, and can be cancelled', async () => {
    const db = freshDb();
    mode = 'drop-before';
    await submitOrQueue(testKind, body, draft, db);
    await flushOutbox(db);
    const [entry] = await listOutbox(db);
    expect(entry?.attempts).toBe(1);
    expect(entry!.nextAttemptAt).toBeGreaterThan(Date.now());
    await cancelSubmission(entry!.id!, db);
    expect(await listOutbox(db)).toHaveLength(0);
    expect(await loadDraft('test-form', db)).toBeDefined();
  });

  it('backs off from 2 s, doubling, up to 2 minutes', () => {
    expect([1, 2, 3, 10].map(retryDelay)).toEqual([2000, 4000, 8000, 120000]);
  });
});
