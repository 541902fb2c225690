import { useRef, type ReactNode } from 'react';
import { useDisclosureDismiss } from './use-disclosure-dismiss';

/** Opening one header menu closes the others (exclusive `<details>` of one name). */
const MENU_GROUP = 'site-menu';

/**
 * A header drop-down: a native `<details>` disclosure whose summary shows and hides a list of links. It works
 * before the page's code has run (prerendered pages), keyboards and screen readers know it as a disclosure button
 * with its expanded state, and once the code runs it also closes on Escape, an outside press and navigation.
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
  const ref = useRef<HTMLDetailsElement>(null);
  useDisclosureDismiss(ref);
  return (
    // `open` is the visitor's, not React's: a menu tapped open before hydration carries it in the markup.
    <details className="menu" name={MENU_GROUP} ref={ref} suppressHydrationWarning>
      <summary className="menu__button">
        {label}
        <span aria-hidden="true" className="menu__caret">
          ▾
        </span>
      </summary>
      <div className={`menu__panel menu__panel--${align}`}>{children}</div>
    </details>
  );
}
