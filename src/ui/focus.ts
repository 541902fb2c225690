/** What the keyboard can reach, for the dialog's focus handling. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The focusable, rendered elements inside `root`, in page order. */
export function focusableIn(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.getClientRects().length > 0,
  );
}

/**
 * Gives the focus back to `opener`; when it can no longer take it (a Verify button that became 'Verified',
 * disabled), to the control just before it, so the person keeps their place.
 */
export function returnFocus(opener: HTMLElement) {
  opener.focus();
  if (document.activeElement === opener) return;
  const before = focusableIn(document).filter(
    (element) => element.compareDocumentPosition(opener) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  before.at(-1)?.focus();
}

/** Keeps Tab and Shift+Tab inside `container`: past the last control to the first, and back. */
export function wrapTab(event: KeyboardEvent, container: HTMLElement) {
  if (event.key !== 'Tab') return;
  const focusable = focusableIn(container);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const outside = !container.contains(active);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The next form control (input, select, text area) after `element` in page order, outside any dialog: where a
 * person goes on to once a field is done (after an e-mail is verified, the field after it).
 */
export function nextFormControlAfter(element: Element): HTMLElement | undefined {
  return focusableIn(document).find(
    (candidate) =>
      candidate.matches('input, select, textarea') &&
      !candidate.closest('dialog') &&
      Boolean(element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING),
  );
}
