import { useEffect } from 'react';
import { startOutboxRunner } from './outbox-runner';
import { OutboxOutcomes } from './outbox-outcomes';

/**
 * The outbox at work behind every page: sends queued submissions and tells the user what became of them.
 * One module, loaded after the first paint, so the IndexedDB library stays out of the first download.
 * Default export for React.lazy.
 */
export default function OutboxBackground() {
  // Children's effects run first, so OutboxOutcomes listens before the first flush can report anything.
  useEffect(() => startOutboxRunner(), []);
  return <OutboxOutcomes />;
}
