import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether a scroll box's content is wider than the box, kept current as either resizes: a table that scrolls
 * sideways says so only when it does (a phone), not where every column fits. Read from a ResizeObserver, after
 * the browser's own layout, so drawing the table forces no extra layout. Where there is no ResizeObserver (an old
 * browser, a test's DOM) it says nothing.
 */
export function useSidewaysOverflow(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
