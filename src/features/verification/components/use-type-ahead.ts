import { useEffect, useRef, type RefObject } from 'react';

/** The character a key press types, or undefined for shortcuts, named keys and IME composition. */
function typedCharacter(event: KeyboardEvent): string | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return undefined;
  return [...event.key].length === 1 ? event.key : undefined;
}

/** What was typed so far, forgotten as it is taken (it is handed on, or the code was refused). */
function takeFrom(typed: RefObject<string>): string {
  const text = typed.current;
  typed.current = '';
  return text;
}

/**
 * Characters typed while the OTP dialog has nothing to take them: from the sixth digit, while the code is checked
 * (`holding`), and on the success view (`handing`), where the first one also ends the view. They belong to the
 * form (the person is typing on into the next field, issue 14), so they are kept, never dropped or left to land
 * in the dialog. Space on the success view is left to its OK button, which it presses.
 */
export function useTypeAhead(mode: 'off' | 'holding' | 'handing', hand: (typed: string) => void) {
  const typed = useRef('');
  const handRef = useRef(hand);
  useEffect(() => {
    handRef.current = hand;
  });

  useEffect(() => {
    if (mode === 'off') return;
    function onKeyDown(event: KeyboardEvent) {
      const character = typedCharacter(event);
      if (character === undefined || (mode === 'handing' && character === ' ')) return;
      event.preventDefault();
      event.stopPropagation();
      typed.current += character;
      // Handed on at once, and forgotten: a key that comes before the dialog is gone is handed on by itself.
      if (mode === 'handing') handRef.current(takeFrom(typed));
    }
    // Capture on the document: while the code is checked the focus may be anywhere in the dialog.
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [mode]);

  return { take: () => takeFrom(typed) };
}
