import { describe, expect, it } from 'vitest';
import { openAppDb } from '@/offline/db/app-db';
import { onOutboxEvent, type OutboxEvent } from '@/offline/outbox/outbox-events';
import { flushOutbox, listOutbox, submitOrQueue } from '@/offline/outbox/outbox';
import { setQueuedKindResolver, type QueuedKind } from '@/offline/outbox/queued-kind';
import { setControls } from '@mocks/controls';
import { mockStore } from '@mocks/db/store';
import { collegePayload, verifyEmailViaMock } from '../../../../../tests/support/verify-email';
import { registrationKindFor } from '../../registration-kinds';
import { collegeRegistration } from './college-registration';

const TPO = 'tpo@newhorizon.example.in';
const body = () => collegePayload() as ReturnType<typeof collegeRegistration.buildPayload>;
const send = (db = openAppDb(`college-${Math.random()}`)) =>
  submitOrQueue(collegeRegistration, body(), { college_name: 'NEW HORIZON' }, db);

describe('the college registration kind against the mock backend', () => {
  it('is accepted with the spec success text and how to sign in', async () => {
    await verifyEmailViaMock(TPO);
    expect(await send()).toEqual({
      accepted: true,
      message: `Your college application has been submitted successfully!\nSign in with your TPO email (${TPO}) and the password you chose.`,
    });
  });

  it("counts an answer of success: false as a refusal: 'Submission failed'", async () => {
    await verifyEmailViaMock(TPO);
    setControls({ refuse: true, pathPrefix: '/college/submit' });
    const outcome = await send();
    expect(outcome).toMatchObject({ accepted: false });
    const message = collegeRegistration.errorMessage((outcome as { error: unknown }).error);
    expect(message.split('\n')[0]).toBe('Submission failed');
  });

  it('sent later from the outbox, an answer of success: false is rejected (never reported as accepted)', async () => {
    const db = openAppDb(`college-${Math.random()}`);
    setQueuedKindResolver((formId) => Promise.resolve(registrationKindFor(formId)));
    const seen: OutboxEvent[] = [];
    const stop = onOutboxEvent((event) => seen.push(event));
    setControls({ drop: 'before' });
    expect(await send(db)).toEqual({ queued: true });
    setControls({ refuse: true, pathPrefix: '/college/submit' });
    await flushOutbox(db);
    expect(seen.map((event) => event.type)).toEqual(['queued', 'rejected']);
    const rejected = seen[1] as Extract<OutboxEvent, { type: 'rejected' }>;
    expect(rejected.kind.errorMessage(rejected.error).split('\n')[0]).toBe('Submission failed');
    expect(await listOutbox(db)).toHaveLength(0);
    const accounts = (await mockStore().read()).accounts.filter((a) => a.emails.includes(TPO));
    expect(accounts).toHaveLength(0);
    stop();
    setQueuedKindResolver(() => Promise.resolve(undefined as QueuedKind | undefined));
  });
});
