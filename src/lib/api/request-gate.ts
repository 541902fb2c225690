/**
 * Calls to the backend wait here until it can answer them. Only the demo build holds them: its backend is the mock
 * in a service worker, which starts while the page is already on screen (src/main.tsx), so the page never waits for
 * it, only its calls do. Every other build has the gate open from the start.
 */
let gate: Promise<void> = Promise.resolve();

/** Holds every call until `ready` settles. If it fails, the calls go ahead (and fail as the network would). */
export function holdRequestsUntil(ready: Promise<unknown>): void {
  gate = ready.then(
    () => undefined,
    () => undefined,
  );
}

/** Resolves when calls may be sent. */
export function requestsMayStart(): Promise<void> {
  return gate;
}
