/**
 * What every refusal may carry: a message to show, a machine-readable code, and (the season's refusals) the rules
 * that refused, as data. The client reads every failure answer with it, whatever the area.
 */
import { array, coerce, optional, type, unknown } from './schema-kit';
import { AnswerText } from './tolerant';

/** Error bodies: every non-2xx answer may carry a message, and (proposed extension) a machine-readable code. */
export const ErrorBodySchema = type({
  message: AnswerText,
  code: AnswerText,
  /** Which rules refused, as data (the placement season's refusals; each code documents its reasons' shape). */
  reasons: coerce(optional(array(unknown())), unknown(), (value) =>
    Array.isArray(value) ? value : undefined,
  ),
});
