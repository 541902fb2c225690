import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useDismiss } from './use-dismiss';

/**
 * A header drop-down: a button that shows and hides a list of links (the disclosure pattern, which suits
 * navigation better than an ARIA menu). Closes on Escape, an outside press and navigation.
 */
export function DisclosureMenu({
  label,
  children,
  align = 'start',
}: {
  label: ReactNode;
  children: ReactNode;
  align?: 'start' | 'end';
}) {
  const [location] = useLocation();
  // Open only on the page it was opened on: navigating closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location;
  const setOpen = (next: boolean) => setOpenOn(next ? location : null);
  const ref = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpenOn(null), []);
  useDismiss(ref, open, close);
  return (
    <div className="menu" ref={ref}>
      <button
        type="button"
        className="menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {label}
        <span aria-hidden="true" className="menu__caret">
          ▾
        </span>
      </button>
      <div id={panelId} className={`menu__panel menu__panel--${align}`} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
