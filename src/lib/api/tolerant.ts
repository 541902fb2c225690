import { validate, type Struct } from 'superstruct';
import { array, coerce, number, optional, string, type, unknown } from './schema-kit';

/**
 * Reading answers: strict about what the UI needs, tolerant about the rest (docs/api.md, 'Reading answers').
 * A real server may send `null` for an absent text, a number for an id, or extra fields; none of that should
 * turn a created account into a reported failure or empty a list of suggestions.
 */

/** Optional text: a string is kept; null, a number or anything else reads as absent. */
export const AnswerText = coerce(optional(string()), unknown(), (value) =>
  typeof value === 'string' ? value : undefined,
);

/** An id: text, or a number read as text. */
export const AnswerId = coerce(string(), number(), (value) => String(value));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An answer the UI reads nothing from but its message: any JSON (or none at all) is accepted. */
export const AnyAnswer = coerce(type({ message: AnswerText }), unknown(), (value) =>
  isRecord(value) ? value : {},
);

/** A list whose unusable items (no name, say) are dropped instead of failing the whole answer. */
export function usableItems<T>(item: Struct<T, unknown>) {
  return coerce(array(item), array(unknown()), (items) =>
    items.filter((entry) => validate(entry, item, { coerce: true })[0] === undefined),
  );
}
