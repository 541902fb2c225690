import { afterEach, describe, expect, it } from 'vitest';
import { holdRequestsUntil, requestsMayStart } from './request-gate';

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

afterEach(() => holdRequestsUntil(Promise.resolve()));

describe('request gate', () => {
  it('is open until something holds it', async () => {
    expect(await settled(requestsMayStart())).toBe(true);
  });

  it('holds calls until the backend is ready, then lets them all go', async () => {
    let ready = () => {};
    holdRequestsUntil(new Promise<void>((resolve) => (ready = resolve)));
    const waiting = requestsMayStart();
    expect(await settled(waiting)).toBe(false);
    ready();
    expect(await settled(waiting)).toBe(true);
    expect(await settled(requestsMayStart())).toBe(true);
  });

  it('lets calls go when the backend failed to start, so they fail as offline calls do', async () => {
    holdRequestsUntil(Promise.reject(new Error('no worker')));
    expect(await settled(requestsMayStart())).toBe(true);
  });
});
