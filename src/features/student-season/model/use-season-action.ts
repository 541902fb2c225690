import { useState } from 'react';

export interface SeasonAction {
  /** Which action is running ('apply', 'withdraw', …), if any. */
  busy: string | undefined;
  /** Why the last action failed (the server's refusal, or no answer). */
  error: unknown;
  run: (name: string, work: () => Promise<void>) => Promise<void>;
}

/** One action at a time on a card (apply, withdraw, accept…), keeping why the last one failed until the next. */
export function useSeasonAction(): SeasonAction {
  const [busy, setBusy] = useState<string>();
  const [error, setError] = useState<unknown>();
  return {
    busy,
    error,
    run: async (name, work) => {
      setBusy(name);
      setError(undefined);
      try {
        await work();
      } catch (caught) {
        setError(caught);
      } finally {
        setBusy(undefined);
      }
    },
  };
}
