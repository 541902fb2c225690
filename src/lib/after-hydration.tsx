import { startTransition, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { inNextTask } from './next-task';

const neverChanges = () => () => {};

/**
 * False while a page's HTML is being built ahead of time (the prerenderer) and while the browser hydrates that
 * HTML; true in every render the browser makes from scratch (a page opened from the app shell, a later
 * navigation). React reads the server snapshot in both of the first two cases, so the answer cannot mismatch.
 */
function useRendersFromScratch(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/**
 * Whether content that must not exist in prerendered HTML (a form, which a visitor could start typing into
 * before the page's code has loaded) may render. When hydrating it turns true just after, in a task of its own and
 * as a transition, so what it reveals renders in slices.
 */
function useAfterHydration(): boolean {
  const fromScratch = useRendersFromScratch();
  const [revealed, setRevealed] = useState(fromScratch);
  useEffect(() => {
    return revealed ? undefined : inNextTask(() => startTransition(() => setRevealed(true)));
  }, [revealed]);
  return revealed;
}

/** Renders `children` only in the browser; prerendered HTML and hydration show `fallback` in their place. */
export function AfterHydration({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return useAfterHydration() ? children : fallback;
}
