/**
 * What a field makes of an edit: the value it keeps and, when it changed or refused part of what was typed, a note
 * saying so. Fields never change what a person typed without telling them (docs/decisions/, issue 14).
 */
export interface InputNote {
  message: string;
  /** 'problem': something typed was refused or cannot be sent; 'info': a change that needs no action. */
  tone: 'problem' | 'info';
}

export interface InputReading {
  value: string;
  note?: InputNote | undefined;
}

export const problemNote = (message: string): InputNote => ({ message, tone: 'problem' });
