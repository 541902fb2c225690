/**
 * Facts of the contract that are not one endpoint's: where the calls live and the header that makes a
 * registration exactly-once. The client, the outbox, the mock backend and the service worker read them here.
 */

/** The path every call lives under on the portal's own origin (a build may point the client elsewhere). */
export const API_BASE_PATH = '/api';

/** The request header whose repeats the server answers with the first answer (docs/api.md). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
