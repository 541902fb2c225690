import { useLayoutEffect, useState, type RefObject } from 'react';

/** Where the table's CSS turns rows into stacked cards (virtual-table.css, the `applicants` container query). */
export const CARDS_BELOW_REM = 40;

const remPx = () => parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;

/**
 * Whether the element is narrower than the card breakpoint, kept up to date as it resizes: the virtualizer needs
 * to know whether a row is a 44 px line or a card that measures itself.
 */
export function useNarrow(ref: RefObject<HTMLElement | null>): boolean {
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setNarrow(element.clientWidth < CARDS_BELOW_REM * remPx());
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return narrow;
}
