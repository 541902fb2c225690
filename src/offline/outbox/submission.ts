import type { Struct } from 'superstruct';
import type { OutboxRow } from '@/offline/db/app-db';

export type SubmissionKind = OutboxRow['kind'];

/** A registration submission, as a form hands it over (secrets included; they are encrypted if it is queued). */
export interface Submission<T> {
  kind: SubmissionKind;
  formId: string;
  path: string;
  bodyType: 'json' | 'multipart';
  body: Record<string, unknown>;
  /** Fields of `body` that must never be stored in plain text (the password). */
  secretFields: readonly string[];
  /** The form values to give back to the form if the submission is rejected or cancelled. */
  draftValues: Record<string, unknown>;
  response: Struct<T, unknown>;
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export function splitSecrets(body: Record<string, unknown>, secretFields: readonly string[]) {
  const secrets: Record<string, string> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (secretFields.includes(key)) secrets[key] = String(value ?? '');
    else rest[key] = value;
  }
  return { secrets, rest };
}
