import { useState, type ClipboardEvent } from 'react';
import type { InputReading } from '@/lib/validation/input-reading';
import { validateMaxLength } from '@/lib/validation/form-rules';
import { useFieldWithFeedback } from './field-feedback';
import { messagesWithNote, noteAfter, type ShownNote } from './lasting-note';
import { keepWholePaste } from './paste';

type Rule = (value: string | undefined) => string | undefined;

export interface TextInputOptions {
  /** The visible label: the field's own messages name it. */
  label: string;
  /** A blocking rule: the form does not submit while it fails. */
  validate?: Rule | undefined;
  /** A non-blocking rule: shown like an error once the field was visited, but checked again on submit. */
  warn?: Rule | undefined;
  /** The most characters the field takes (TEXT_MAX_LENGTH): the input's maxlength and a blocking rule. */
  maxLength?: number | undefined;
  /** Show '12 / 500' under the field (long fields: descriptions, addresses, skills). */
  counted?: boolean | undefined;
  /** Reads an edit: the value to keep and a note when part of it was changed or refused. */
  sanitize?: ((raw: string) => InputReading) | undefined;
  /** An error from outside the form (a server answer about this field). */
  externalError?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
}

/** Every option's name, once: a field's props are split into these and what goes to its element. */
const OPTION_NAMES: Record<keyof TextInputOptions, true> = {
  label: true,
  validate: true,
  warn: true,
  maxLength: true,
  counted: true,
  sanitize: true,
  externalError: true,
  onValueChange: true,
};

/** A field's props as the hook's options and the rest (the element's attributes). */
export function splitTextInputOptions<P extends TextInputOptions>(
  props: P,
): [options: TextInputOptions, rest: Omit<P, keyof TextInputOptions>] {
  const options: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) (key in OPTION_NAMES ? options : rest)[key] = value;
  return [options as unknown as TextInputOptions, rest as Omit<P, keyof TextInputOptions>];
}

/**
 * The text fields' shared behaviour on top of react-final-form: the value, its rules, the maximum length (typing
 * stops there; a longer paste is kept whole and flagged), and the note about what an edit changed (issue 14),
 * announced to screen readers. A note is feedback, not form data: it stays while the person types on, and goes
 * once the field was both left and edited without anything changed, in either order (noteAfter, issue 19);
 * a value set from outside the field (a reset, a restored draft) drops it.
 */
export function useTextInput(
  name: string,
  { label, validate, warn, maxLength, counted, sanitize, externalError, onValueChange }: TextInputOptions,
) {
  const tooLong = maxLength === undefined ? undefined : validateMaxLength(label, maxLength);
  const { input, feedback } = useFieldWithFeedback<string>(name, {
    validate: tooLong ? (value) => tooLong(value) ?? validate?.(value) : validate,
    warn,
  });
  const [shown, setShown] = useState<ShownNote>();
  const value = input.value ?? '';

  function change(raw: string) {
    const reading = sanitize ? sanitize(raw) : { value: raw };
    setShown((current) => noteAfter(current, { edit: reading }));
    input.onChange(reading.value);
    onValueChange?.(reading.value);
  }

  // Too long shows at once, not after the field is left: it comes from a paste or an old draft, not typing.
  const lengthError = tooLong?.(value);
  const showCount = maxLength !== undefined && (counted || lengthError !== undefined);
  return {
    control: {
      name: input.name,
      value,
      maxLength,
      onChange: (event: { target: { value: string } }) => change(event.target.value),
      onPaste: (event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        keepWholePaste(event, maxLength, change),
      onBlur: () => {
        setShown((current) => noteAfter(current, { left: true }));
        input.onBlur();
      },
      onFocus: input.onFocus,
    },
    shell: {
      ...messagesWithNote(shown, value, lengthError ?? externalError ?? feedback.error),
      invalid: feedback.invalid,
      count: showCount ? `${value.length} / ${maxLength} characters` : undefined,
      // Fields that change or limit what is typed speak up as they do.
      live: Boolean(sanitize) || maxLength !== undefined,
    },
  };
}
