/** Input types that hold typed text. */
const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'password']);

/**
 * Adds `text` at the end of a text control as if it had been typed there: the value changes through the element's
 * own setter and an input event follows, so React's onChange (and the field's rules) see it like a keystroke.
 * Used for keystrokes that arrived while a dialog was in the way (docs/decisions/, "Typing on after e-mail
 * verification"). Returns false for controls that take no text (a select, a checkbox).
 */
export function typeInto(control: Element, text: string): boolean {
  const takesText =
    control instanceof HTMLTextAreaElement ||
    (control instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(control.type));
  if (!takesText) return false;
  // The prototype's setter, not the element's own: React watches the element's and would take this for itself.
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
  setValue?.call(control, control.value + text);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  return true;
}
