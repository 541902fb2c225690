import { useState, type ClipboardEvent } from 'react';
import type { InputNote, InputReading } from '@/lib/validation/input-reading';
import { validateMaxLength } from '@/lib/validation/form-rules';
import { useFieldWithFeedback } from './field-feedback';
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

/**
 * The text fields' shared behaviour on top of react-final-form: the value, its rules, the maximum length (typing
 * stops there; a longer paste is kept whole and flagged), and the note about the last edit. A note is feedback
 * about one edit, not form data: it shows while the value is the one it was about, so the next edit (or a reset)
 * replaces it, and it is announced to screen readers (issue 14).
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
  const [lastNote, setLastNote] = useState<{ note: InputNote; value: string }>();
  const value = input.value ?? '';

  function change(raw: string) {
    const reading = sanitize ? sanitize(raw) : { value: raw };
    setLastNote(reading.note && { note: reading.note, value: reading.value });
    input.onChange(reading.value);
    onValueChange?.(reading.value);
  }

  const note = lastNote?.value === value ? lastNote.note : undefined;
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
      onBlur: input.onBlur,
      onFocus: input.onFocus,
    },
    shell: {
      error:
        (note?.tone === 'problem' ? note.message : undefined) ??
        lengthError ??
        externalError ??
        feedback.error,
      invalid: feedback.invalid,
      note: note?.tone === 'info' ? note.message : undefined,
      count: showCount ? `${value.length} / ${maxLength} characters` : undefined,
      // Fields that change or limit what is typed speak up as they do.
      live: Boolean(sanitize) || maxLength !== undefined,
    },
  };
}
