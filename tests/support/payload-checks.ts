import fc from 'fast-check';
import { validate, type Struct } from 'superstruct';
import { expect } from 'vitest';

/** Every key of a request body, at any depth: to check that a builder never sends a field it must not. */
export function keysDeep(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysDeep);
  if (!value || typeof value !== 'object' || value instanceof Blob) return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysDeep(inner)]);
}

/** Fields no registration body may carry: the confirmation, codes and the form's own bookkeeping. */
export const NEVER_SENT: readonly string[] = [
  'confirmPassword',
  'otp',
  'verifiedEmails',
  'collegePick',
  'collegeChoice',
  'otherBranch',
  'branches',
  'id',
];

/**
 * A body the client may send: the shared contract schema accepts it, it carries none of NEVER_SENT, and (for JSON
 * bodies) it survives JSON unchanged, so nothing undefined, NaN or Infinity is silently lost on the wire.
 */
export function expectSendableBody<T, S>(body: object, schema: Struct<T, S>, { json = true } = {}): void {
  const [error] = validate(body, schema);
  expect(error?.message).toBeUndefined();
  expect(keysDeep(body).filter((key) => NEVER_SENT.includes(key))).toEqual([]);
  if (json) expect(JSON.parse(JSON.stringify(body))).toEqual(body);
}

/**
 * Checks a property of every generated form the form itself accepts (the only values a builder is called with),
 * and fails when fewer than a fifth were accepted: the generator would then say little about the builder.
 */
export function assertForAccepted<T>(
  values: fc.Arbitrary<T>,
  accepts: (value: T) => boolean,
  check: (value: T) => void,
  options: { numRuns: number },
): void {
  let accepted = 0;
  fc.assert(
    fc.property(values, (value) => {
      if (!accepts(value)) return;
      accepted += 1;
      check(value);
    }),
    options,
  );
  expect(accepted).toBeGreaterThan(options.numRuns / 5);
}

/** A text of a form and the maximum length its input carries. */
export type LimitedText = readonly [text: string | undefined, max: number];

/**
 * Whether every text fits the maximum length its input carries: the field kit makes each maximum a blocking rule
 * (issue 14), so a form with a longer text is not sent. Pairs of the text and its maximum.
 */
export const fitsMaxLengths = (texts: readonly LimitedText[]): boolean =>
  texts.every(([text, max]) => (text ?? '').length <= max);
