import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { appDb, type OutboxRow } from '@/offline/db/app-db';

/** The queued submissions, kept current as the outbox changes (in this tab or another). */
export function usePendingSubmissions(): OutboxRow[] {
  const [rows, setRows] = useState<OutboxRow[]>([]);
  useEffect(() => {
    const subscription = liveQuery(() => appDb().outbox.orderBy('createdAt').toArray()).subscribe({
      next: setRows,
      error: (error: unknown) => console.warn('Could not read the outbox', error),
    });
    return () => subscription.unsubscribe();
  }, []);
  return rows;
}
