import type { Logger } from 'pino';
import { settleSeason } from '../../mocks/handlers/season-access';
import type { SqlStateStore } from '../store/sql-state-store';

/**
 * Deadlines pass and offers expire at their time, not only when someone next asks: every `everyMs` the server
 * settles the season (the shared rule the handlers also apply before they answer), in a transaction of its own.
 * With several servers on one database each ticks, and the meta row's lock makes the settling happen once: the
 * second finds nothing due. Returns the stop.
 */
export function startSeasonClock(store: SqlStateStore, everyMs: number, log: Logger): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    store
      .transaction(() => settleSeason())
      .catch((error: unknown) => log.error({ err: error }, 'season clock: settling failed'))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
