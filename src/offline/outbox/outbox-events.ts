import type { OutboxRow } from '../db/app-db';
import type { QueuedKind } from './queued-kind';

/** What happened to a queued submission, for the UI to tell the user. */
export type OutboxEvent =
  | { type: 'queued'; entry: OutboxRow }
  | { type: 'accepted'; entry: OutboxRow; kind: QueuedKind; message: string }
  | { type: 'rejected'; entry: OutboxRow; kind: QueuedKind; error: unknown }
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
