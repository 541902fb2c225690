import type { ClipboardEvent } from 'react';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * A control's text once `pasted` replaces its selection, as the browser would insert it: a one-line input drops
 * line breaks, a text area keeps them as '\n'. Inputs without a selection API (e-mail, URL) take it at the end.
 */
function textAfterPaste(control: TextControl, pasted: string): { value: string; caret: number } {
  const text =
    control instanceof HTMLTextAreaElement ? pasted.replace(/\r\n?/g, '\n') : pasted.replace(/[\r\n]/g, '');
  const { value } = control;
  const start = control.selectionStart ?? value.length;
  const end = control.selectionEnd ?? start;
  return { value: value.slice(0, start) + text + value.slice(end), caret: start + text.length };
}

/**
 * A paste that would not fit the control's maxlength: the browser would cut it silently, so it is taken whole
 * instead (through `change`, as if typed) and the field's length rule says what to shorten (docs/decisions/,
 * "Maximum lengths"). A paste that fits is left to the browser, keeping its undo history.
 */
export function keepWholePaste(
  event: ClipboardEvent<TextControl>,
  maxLength: number | undefined,
  change: (value: string) => void,
) {
  if (maxLength === undefined) return;
  const control = event.currentTarget;
  const { value, caret } = textAfterPaste(control, event.clipboardData.getData('text/plain'));
  if (value.length <= maxLength) return;
  event.preventDefault();
  change(value);
  // After React has rendered the new value, the caret goes where the paste ended, as a native paste leaves it.
  requestAnimationFrame(() => {
    const at = Math.min(caret, control.value.length);
    if (control.selectionStart !== null) control.setSelectionRange(at, at);
  });
}
