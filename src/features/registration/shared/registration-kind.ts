import type { QueuedKind } from '@/offline/outbox/queued-kind';
import type { RegistrationCheck } from './submit-checks';

/** A refusal that concerns one field: what the field says until it is edited, and the dialog's text. */
interface FieldProblem {
  field: string;
  fieldMessage: string;
  message: string;
}

/**
 * Everything one registration form kind is, in one place: its endpoint, form id, payload builder, submit checks,
 * outcome texts and where success leads (as a QueuedKind, so the outbox sends and reads it the same way later),
 * plus what the form itself needs. One submit hook (use-registration-submit.tsx) runs every kind.
 */
export interface RegistrationKind<Values, Body extends Record<string, unknown>, Response> extends QueuedKind<
  Body,
  Response
> {
  emptyValues(): Values;
  /** The request body from the values; it runs only after every check passed. */
  buildPayload(values: Values): Body;
  /** The form's 'field errors' check comes first (spec section 5, college and company): its warning. */
  fieldErrorsWarning?: string;
  /** The submit checks, in the spec's order. */
  checks: readonly RegistrationCheck<Values>[];
  warningTitle: string;
  submitLabel: { idle: string; busy: string };
  /** A refusal about one field (e.g. the e-mail is already registered), if this error is one. */
  fieldProblem?(error: unknown): FieldProblem | undefined;
}
