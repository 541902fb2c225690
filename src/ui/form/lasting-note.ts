import type { InputNote, InputReading } from '@/lib/validation/input-reading';

/**
 * The note a field shows about what an edit changed, and how far it is from going: it goes once the field was
 * left and edited without anything changed since the note, whichever comes later (issue 19). `value` is the
 * value of the field's latest edit: a value set from outside (a reset, a restored draft) hides the note.
 */
export interface ShownNote {
  note: InputNote;
  value: string;
  left: boolean;
  editedCleanly: boolean;
}

/** What one event does to the shown note: an edit (with what the field made of it) or leaving the field. */
export type NoteEvent = { edit: InputReading } | { left: true };

export function noteAfter(current: ShownNote | undefined, event: NoteEvent): ShownNote | undefined {
  if ('edit' in event) {
    const { note, value } = event.edit;
    if (note) return { note, value, left: false, editedCleanly: false };
    if (!current) return undefined;
    return current.left ? undefined : { ...current, value, editedCleanly: true };
  }
  if (!current) return undefined;
  return current.editedCleanly ? undefined : { ...current, left: true };
}

/**
 * The field's error and note lines with the shown note in them. A problem note takes the error line while no
 * clean edit has followed it; after one, the current value's own error (if any) has that line and the note moves
 * to the note line, so neither hides the other. A note about a value set from outside the field is not shown.
 */
export function messagesWithNote(
  shown: ShownNote | undefined,
  value: string,
  error: string | undefined,
): { error: string | undefined; note: string | undefined } {
  const note = shown?.value === value ? shown.note : undefined;
  if (note?.tone !== 'problem') return { error, note: note?.message };
  if (!shown?.editedCleanly || !error) return { error: note.message, note: undefined };
  return { error, note: note.message };
}
