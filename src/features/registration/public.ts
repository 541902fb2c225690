/**
 * The registration feature's front door: the registration pages and the outbox kind of a registration sent
 * later, each loaded only when needed.
 */
export { REGISTRATION_PAGES, registrationQueuedKindFor } from './page-loaders';
