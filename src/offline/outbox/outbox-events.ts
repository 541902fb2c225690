import type { OutboxRow } from '@/offline/db/app-db';

/** What happened to a queued submission, for the UI to tell the user. */
export type OutboxEvent =
  | { type: 'queued'; entry: OutboxRow }
  | { type: 'accepted'; entry: OutboxRow; response: unknown }
  | { type: 'rejected'; entry: OutboxRow; error: unknown }
  | { type: 'retrying'; entry: OutboxRow }
  | { type: 'cancelled'; entry: OutboxRow };

const listeners = new Set<(event: OutboxEvent) => void>();

export function emitOutboxEvent(event: OutboxEvent): void {
  listeners.forEach((listener) => listener(event));
}

export function onOutboxEvent(listener: (event: OutboxEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
