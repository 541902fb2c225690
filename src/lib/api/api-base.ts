/**
 * Facts of the contract that are not one endpoint's: where the calls live and the header that makes a
 * registration exactly-once. The client, the outbox, the mock backend and the service worker read them here.
 */

/** The path every call lives under on the portal's own origin (a build may point the client elsewhere). */
export const API_BASE_PATH = '/api';

/** The request header whose repeats the server answers with the first answer (docs/api.md). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * How long the server keeps a key's first answer (docs/api.md): a repeat after that is a new request. The outbox
 * retries far sooner (src/lib/constants.ts: at most two minutes apart while the portal is open and online).
 */
export const IDEMPOTENCY_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
