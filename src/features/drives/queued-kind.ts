/** The outbox kind of a queued entry of this feature (round results), by its form id; undefined if not ours. */
export const drivesQueuedKindFor = (formId: string) =>
  import('./model/round-results-kind').then((module) => module.roundResultsKindFor(formId));
