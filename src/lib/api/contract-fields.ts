/**
 * Fields several areas of the contract share (docs/api.md): an e-mail, a phone number, bounded text, an account
 * type, a calendar date, and the answer read only for its message. Each area's shapes are in a file of their own
 * (session-contract.ts, registration-contract.ts, jobs-contract.ts, the dashboards' and the season's), so a page
 * loads the schemas of the calls it makes and no others.
 */
import { enums, nonempty, pattern, refine, size, string } from './schema-kit';
import { TEXT_MAX_LENGTH as MAX } from '../constants';
import { USER_TYPES } from '../user-types';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../validation/rules';
import { AnyAnswer } from './tolerant';

export const EmailSchema = size(pattern(string(), EMAIL_PATTERN), 1, MAX.email);
export const PhoneSchema = pattern(string(), PHONE_PATTERN);
const Text = nonempty(string());
/** Required text of at most `max` characters (TEXT_MAX_LENGTH): longer answers 400 (docs/api.md). */
export const TextUpTo = (max: number) => size(Text, 1, max);
/** Text that may be empty, of at most `max` characters. */
export const AnyTextUpTo = (max: number) => size(string(), 0, max);
export const UserTypeSchema = enums(USER_TYPES);
/** Answers the UI reads only a message from (any JSON, or none, is accepted). */
export const MessageResponseSchema = AnyAnswer;

/** A calendar date as the date input gives it: YYYY-MM-DD, and a real day. */
export const IsoDateSchema = refine(
  pattern(string(), /^\d{4}-\d{2}-\d{2}$/),
  'calendar date',
  (value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return (!Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)) || 'not a real date';
  },
  { description: 'A real calendar day.', jsonSchema: { format: 'date' } },
);
