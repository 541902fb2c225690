import { describe, expect, it } from 'vitest';
import { problemNote } from '@/lib/validation/input-reading';
import { messagesWithNote, noteAfter, type NoteEvent, type ShownNote } from './lasting-note';

const NOTE = problemNote('Company name can only contain letters, spaces, and basic punctuation');
const stripped = (value: string): NoteEvent => ({ edit: { value, note: NOTE } });
const clean = (value: string): NoteEvent => ({ edit: { value } });
const LEFT: NoteEvent = { left: true };

const replay = (events: NoteEvent[]) =>
  events.reduce<ShownNote | undefined>((shown, event) => noteAfter(shown, event), undefined);

describe('how long a stripped character’s note stays (issue 19)', () => {
  it('stays while the person types on without leaving the field', () => {
    expect(replay([stripped(''), clean('M'), clean('M I'), clean('M India')])).toMatchObject({
      note: NOTE,
      value: 'M India',
    });
  });

  it('stays when the field is left before any clean edit, and goes at the clean edit after', () => {
    expect(replay([stripped(''), LEFT])).toMatchObject({ note: NOTE });
    expect(replay([stripped(''), LEFT, clean('M')])).toBeUndefined();
  });

  it('goes when the field is left after a clean edit', () => {
    expect(replay([stripped(''), clean('M'), LEFT])).toBeUndefined();
  });

  it('starts over with each edit that strips something', () => {
    expect(replay([stripped(''), clean('M'), stripped('M'), LEFT])).toMatchObject({ note: NOTE });
    expect(replay([stripped(''), LEFT, stripped(''), clean('M')])).toMatchObject({ value: 'M' });
  });

  it('shows nothing without a stripping edit', () => {
    expect(replay([clean('Acme'), LEFT, clean('Acme Labs')])).toBeUndefined();
  });
});

describe('where the lasting note is shown', () => {
  const TEN = 'Phone number must be exactly 10 digits';

  it('takes the error line right after the edit that stripped something', () => {
    expect(messagesWithNote(replay([stripped('98765')]), '98765', TEN)).toEqual({
      error: NOTE.message,
      note: undefined,
    });
  });

  it('after a clean edit, leaves the error line to the current value’s error and moves to the note line', () => {
    const shown = replay([stripped('98765'), clean('987654')]);
    expect(messagesWithNote(shown, '987654', TEN)).toEqual({ error: TEN, note: NOTE.message });
    expect(messagesWithNote(shown, '987654', undefined)).toEqual({ error: NOTE.message, note: undefined });
  });

  it('is not shown for a value set from outside the field', () => {
    expect(messagesWithNote(replay([stripped('M')]), 'Acme Labs', undefined)).toEqual({
      error: undefined,
      note: undefined,
    });
  });
});
