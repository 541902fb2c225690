import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_HEADER } from '@/lib/api/api-base';
import { mockStore } from '../../db/store';
import { idempotent } from './idempotency';

const DAY_MS = 24 * 60 * 60 * 1000;
const RESULTS_PATH = '/api/drives/d1/rounds/r1/results';

const post = (key: string, path = RESULTS_PATH) =>
  new Request(`http://portal.test${path}`, { method: 'POST', headers: { [IDEMPOTENCY_HEADER]: key } });

/** A handler that counts how often it really ran, answering with the run's number. */
function countingHandler() {
  let runs = 0;
  const handle = vi.fn(async () => HttpResponse.json({ run: ++runs }, { status: 201 }));
  return handle;
}

const storedKeys = async () => Object.keys((await mockStore().read()).idempotency).sort();

describe('idempotent requests', () => {
  it('replays the first answer for a repeat of the key, without running the handler again', async () => {
    const handle = countingHandler();
    const first = await idempotent(post('k-1'), handle);
    const repeat = await idempotent(post('k-1'), handle);
    expect(handle).toHaveBeenCalledTimes(1);
    expect(repeat.status).toBe(201);
    expect(await repeat.json()).toEqual(await first.json());
    expect(repeat.headers.get('Idempotent-Replayed')).toBe('true');
    // The same key on another path is refused, not replayed.
    const reused = await idempotent(post('k-1', '/api/jobs'), handle);
    expect(reused.status).toBe(422);
    expect(await reused.json()).toMatchObject({ code: 'idempotency_key_reused' });
  });

  it('answers a copy sent while the first is still being processed with 409, and a later repeat with the first answer', async () => {
    let finishFirst = () => {};
    const firstHandled = new Promise<void>((resolve) => (finishFirst = resolve));
    const handle = vi.fn(async () => {
      await firstHandled;
      return HttpResponse.json({ run: 1 }, { status: 201 });
    });
    const first = idempotent(post('k-slow'), handle);
    const copy = await idempotent(post('k-slow'), handle);
    expect(copy.status).toBe(409);
    expect(await copy.json()).toMatchObject({ code: 'idempotency_key_in_progress' });
    expect(copy.headers.get('Retry-After')).toBe('1');
    finishFirst();
    expect((await first).status).toBe(201);
    const repeat = await idempotent(post('k-slow'), handle);
    expect(repeat.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await repeat.json()).toEqual({ run: 1 });
    expect(handle).toHaveBeenCalledTimes(1);
  });

  it('takes any key as the client sends it, even one named like an object property', async () => {
    const handle = countingHandler();
    for (const key of ['constructor', '__proto__']) {
      expect((await idempotent(post(key), handle)).status).toBe(201);
      expect((await idempotent(post(key), handle)).headers.get('Idempotent-Replayed')).toBe('true');
    }
    expect(handle).toHaveBeenCalledTimes(2);
    expect(await storedKeys()).toEqual(['__proto__', 'constructor']);
  });

  it('forgets answers older than 7 days when it stores one, and keeps younger ones', async () => {
    const now = Date.now();
    const stored = (ageDays: number) => ({
      status: 201,
      body: {},
      path: RESULTS_PATH,
      at: now - ageDays * DAY_MS,
    });
    await mockStore().update((state) => {
      state.idempotency['k-8-days'] = stored(8);
      state.idempotency['k-6-days'] = stored(6);
    });
    await idempotent(post('k-new'), countingHandler());
    expect(await storedKeys()).toEqual(['k-6-days', 'k-new']);
  });

  it('treats a repeat of a key kept longer than 7 days as a new request', async () => {
    await mockStore().update((state) => {
      state.idempotency['k-old'] = {
        status: 201,
        body: { run: 0 },
        path: RESULTS_PATH,
        at: Date.now() - 8 * DAY_MS,
      };
    });
    const handle = countingHandler();
    const answer = await idempotent(post('k-old'), handle);
    expect(handle).toHaveBeenCalledTimes(1);
    expect(await answer.json()).toEqual({ run: 1 });
    expect((await mockStore().read()).idempotency['k-old']?.body).toEqual({ run: 1 });
  });
});
