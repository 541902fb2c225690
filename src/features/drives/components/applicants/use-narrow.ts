import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** Where the table's CSS turns rows into stacked cards (virtual-table.css, the `applicants` container query). */
const CARDS_BELOW_REM = 40;

const remPx = () => parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;

/**
 * Whether the element is narrower than the card breakpoint, kept up to date as it resizes: the virtualizer needs
 * to know whether a row is a 44 px line or a card that measures itself. Read from a ResizeObserver, which reports
 * after the browser's own layout: reading the width while mounting forced an extra layout of the whole page
 * (tens of ms on a slow phone, each time the table was drawn afresh).
 */
export function useNarrow(ref: RefObject<HTMLElement | null>): boolean {
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentBoxSize[0]?.inlineSize ?? element.clientWidth;
      // Before the frame is painted, so a phone never shows lines spaced for a desktop.
      flushSync(() => setNarrow(width < CARDS_BELOW_REM * remPx()));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return narrow;
}
