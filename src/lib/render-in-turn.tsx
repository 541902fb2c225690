import { Children, startTransition, useEffect, useState, type ReactNode } from 'react';
import { inNextTask } from './next-task';

/**
 * Renders its children one after another: the first at once, each next one in its own task after the previous
 * one is on screen. A long form then reaches the page in several short tasks instead of one long one, so a slow
 * phone keeps answering taps while it is built (Total Blocking Time). The later parts are below the fold; each
 * renders as a transition, in slices.
 */
export function RenderInTurn({ children }: { children: ReactNode }) {
  const parts = Children.toArray(children);
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= parts.length) return undefined;
    return inNextTask(() => startTransition(() => setShown((count) => count + 1)));
  }, [shown, parts.length]);
  return parts.slice(0, shown);
}
