import { describe, expect, it } from 'vitest';
import { CollegeSubmitResponseSchema } from '@/lib/api/contract';
import { openAppDb } from '@/offline/db/app-db';
import { setControls } from '../../../mocks/controls';
import { mockStore } from '../../../mocks/db/store';
import { collegePayload, verifyEmailViaMock } from '../../../tests/support/verify-email';
import { loadDraft } from '@/offline/drafts/draft-store';
import { onOutboxEvent, type OutboxEvent } from './outbox-events';
import { cancelSubmission, flushOutbox, listOutbox, retryDelay, submitOrQueue } from './outbox';

const submission = (overrides: Record<string, unknown> = {}) => ({
  kind: 'college' as const,
  formId: 'college',
  path: '/college/submit',
  bodyType: 'json' as const,
  body: collegePayload(overrides),
  secretFields: ['password'],
  draftValues: {
    college_name: 'NEW HORIZON COLLEGE OF ENGINEERING',
    password: 'Place@2026',
    confirmPassword: 'Place@2026',
  },
  response: CollegeSubmitResponseSchema,
});

function recordEvents() {
  const events: OutboxEvent['type'][] = [];
  const stop = onOutboxEvent((event) => events.push(event.type));
  return { events, stop };
}

describe('outbox', () => {
  it('sends at once when the server answers', async () => {
    const db = openAppDb(`outbox-${Math.random()}`);
    await verifyEmailViaMock('tpo@newhorizon.example.in');
    const outcome = await submitOrQueue(submission(), db);
    expect(outcome).toMatchObject({ status: 'sent', response: { success: true } });
    expect(await listOutbox(db)).toHaveLength(0);
  });

  it('queues a submission whose answer never came, keeps the password encrypted, and sends it exactly once', async () => {
    const db = openAppDb(`outbox-${Math.random()}`);
    const { events, stop } = recordEvents();
    await verifyEmailViaMock('tpo@newhorizon.example.in');
    // The server does the work, but the answer is lost.
    setControls({ drop: 'after', pathPrefix: '/college/submit' });
    expect(await submitOrQueue(submission(), db)).toEqual({ status: 'queued' });
    const [entry] = await listOutbox(db);
    // Neither the request body nor the values kept for the form hold the password in plain text.
    expect(JSON.stringify({ ...entry, secret: undefined })).not.toContain('Place@2026');
    expect(entry?.draftValues).toEqual({ college_name: 'NEW HORIZON COLLEGE OF ENGINEERING' });
    expect(new TextDecoder().decode(new Uint8Array(entry!.secret.data))).not.toContain('Place@2026');

    setControls({});
    await flushOutbox(db);
    expect(await listOutbox(db)).toHaveLength(0);
    expect(events).toEqual(['queued', 'accepted']);
    const accounts = (await mockStore().read()).accounts.filter((a) =>
      a.emails.includes('tpo@newhorizon.example.in'),
    );
    expect(accounts).toHaveLength(1);
    stop();
  });

  it('gives a rejected submission back to its form as a draft', async () => {
    const db = openAppDb(`outbox-${Math.random()}`);
    const { events, stop } = recordEvents();
    setControls({ drop: 'before' });
    await submitOrQueue(submission({ tpo_email: 'tpo@example.com' }), db);
    setControls({});
    await flushOutbox(db);
    expect(events).toEqual(['queued', 'rejected']);
    expect((await loadDraft('college', db))?.values).toEqual({
      college_name: 'NEW HORIZON COLLEGE OF ENGINEERING',
    });
    stop();
  });

  it('retries later with backoff while there is still no answer, and can be cancelled', async () => {
    const db = openAppDb(`outbox-${Math.random()}`);
    setControls({ drop: 'before' });
    await submitOrQueue(submission(), db);
    await flushOutbox(db);
    const [entry] = await listOutbox(db);
    expect(entry?.attempts).toBe(1);
    expect(entry!.nextAttemptAt).toBeGreaterThan(Date.now());
    await cancelSubmission(entry!.id!, db);
    expect(await listOutbox(db)).toHaveLength(0);
    expect(await loadDraft('college', db)).toBeDefined();
  });

  it('backs off from 2 s, doubling, up to 2 minutes', () => {
    expect([1, 2, 3, 10].map(retryDelay)).toEqual([2000, 4000, 8000, 120000]);
  });
});
