import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'wouter';

/** Closes an open disclosure; with `returnFocus`, a focus inside `area` goes back to its summary. */
function closeDisclosure(details: HTMLDetailsElement | null, area: HTMLElement | null, returnFocus = false) {
  if (!details?.open) return;
  const focusWasInside = area?.contains(document.activeElement) ?? false;
  details.open = false;
  if (returnFocus && focusWasInside) details.querySelector('summary')?.focus();
}

/**
 * Closes a native `<details>` disclosure (a header menu) the way people expect of a drop-down, once the page's code
 * runs: on Escape (the focus goes back to its summary when it was inside), on a press outside `area`, on a link
 * chosen inside `area` and on a change of route. `area` is the disclosure itself unless its content lives
 * elsewhere (the header's menu toggle shows a sibling navigation).
 *
 * The open state belongs to the element, not to React: the prerendered page's menus open before hydration, and
 * hydration adopts them as they are (React never renders `open`, so it has nothing to correct). Hence listeners
 * that act only while the element is open, instead of state copied from it.
 */
export function useDisclosureDismiss(
  details: RefObject<HTMLDetailsElement | null>,
  area: RefObject<HTMLElement | null> = details,
) {
  const [location] = useLocation();
  const shownOn = useRef(location);

  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (!area.current?.contains(event.target as Node)) closeDisclosure(details.current, area.current);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeDisclosure(details.current, area.current, true);
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]'))
        closeDisclosure(details.current, area.current);
    };
    const areaElement = area.current;
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    areaElement?.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      areaElement?.removeEventListener('click', onClick);
    };
  }, [details, area]);

  useEffect(() => {
    // Not on the first render: a menu opened before hydration stays open.
    if (shownOn.current === location) return;
    shownOn.current = location;
    closeDisclosure(details.current, area.current);
  }, [details, area, location]);
}
