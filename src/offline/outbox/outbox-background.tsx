import { useEffect } from 'react';
import { startOutboxRunner } from './outbox-runner';
import { OutboxOutcomes } from './outbox-outcomes';
import { setQueuedKindResolver, type QueuedKindResolver } from './queued-kind';

/**
 * The outbox at work behind every page: sends queued submissions and tells the user what became of them.
 * One module, loaded after the first paint, so the IndexedDB library stays out of the first download.
 * `resolveKind` finds a queued entry's kind (the app supplies it: the outbox names no form).
 * Default export for React.lazy.
 */
export default function OutboxBackground({ resolveKind }: { resolveKind: QueuedKindResolver }) {
  // Children's effects run first, so OutboxOutcomes listens before the first flush can report anything.
  useEffect(() => {
    setQueuedKindResolver(resolveKind);
    return startOutboxRunner();
  }, [resolveKind]);
  return <OutboxOutcomes />;
}
