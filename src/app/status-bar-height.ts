import { useEffect, type RefObject } from 'react';

/** The CSS variable on the root element that holds the online-status bar's height (0 when it shows nothing). */
const STATUS_BAR_HEIGHT = '--status-bar-height';

/**
 * Where toasts start: below the header (60 px, plus a gap) and below the online-status bar under it. Offline that
 * bar holds the message and the "submissions waiting" button; a toast over it hid the button, and a pointer resting
 * on the toast kept it there.
 */
export const TOAST_TOP = `calc(72px + var(${STATUS_BAR_HEIGHT}, 0px))`;

/** Keeps the root's status-bar height in step with the bar `bar` points at, while it is mounted. */
export function useStatusBarHeight(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = bar.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty(STATUS_BAR_HEIGHT, `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(STATUS_BAR_HEIGHT);
    };
  }, [bar]);
}
