import type { JsonEndpoint } from '@/lib/api/endpoint';

/** What a server's answer to a submission amounts to. */
export type Verdict = { accepted: true; message: string } | { accepted: false; error: unknown };

/**
 * A kind of submission the outbox can send now or keep and send later. Each form kind describes itself with
 * one of these (its registration descriptor); the outbox names none of them and finds a queued entry's kind by
 * its form id, through the resolver the app registers (`setQueuedKindResolver`). Sending now and sending later
 * read the answer with the same `readAnswer`, so their checks and wording cannot differ.
 */
export interface QueuedKind<Body = Record<string, unknown>, Response = unknown> {
  formId: string;
  /** How the pending list names it ('College registration'). */
  label: string;
  endpoint: JsonEndpoint<Body, Response>;
  /** Body fields that are never stored in plain text (the password): sealed while the entry waits. */
  secretFields: readonly string[];
  /** Reads a 2xx answer: accepted, with the text to show, or refused (a `success: false`, say). */
  readAnswer(response: Response, body: Body): Verdict;
  /** The text for a refusal (an HTTP error, or what readAnswer refused). */
  errorMessage(error: unknown): string;
  successTitle: string;
  errorTitle: string;
  /** What a refusal dialog adds after the reason; by default, that the details went back to the form. */
  afterRefusal?: string;
  /** The form's page: a refused submission's data goes back there as a draft. */
  formHref: string;
  /** The success button's words, when not the spec's 'Continue to Login page'. */
  successButton?: string;
  /** The success dialog's button ('Continue to Login page' and the like). */
  continueAfterSuccess(navigate: (href: string) => void): void;
}

export type QueuedKindResolver = (formId: string) => Promise<QueuedKind | undefined>;

let resolver: QueuedKindResolver = () => Promise.resolve(undefined);

/** The app tells the outbox how to find the kind of a queued entry (loaded lazily, by form id). */
export function setQueuedKindResolver(next: QueuedKindResolver): void {
  resolver = next;
}

export function resolveQueuedKind(formId: string): Promise<QueuedKind | undefined> {
  return resolver(formId);
}
