/**
 * The placement season's building blocks (docs/api.md, 'Placement season (proposed extension)'): instants, the
 * college's time zone, clock times, the CTC, tiers, and the states of drives, applications, offers and a student's
 * place, as every season area's shapes use them. The rules they name are in src/lib/season.
 */
import { enums, integer, max, min, object, optional, pattern, refine, size, string } from './schema-kit';
import { isTimeZone } from '../season/college-time';
import { ENROLMENT_REASON_MAX } from '../season/enrolment';
import { APPLICATION_STATES, DRIVE_STATES, ENROLMENT_STATES, OFFER_STATES } from '../season/machines';
import { CTC_PART_MAX, isValidCtc } from '../season/money';
import { ACTORS } from '../season/state-machine';
import { TIER_VALUES } from '../season/tiers';

/** Why the placement cell or a company decided about a student (an opt-out, a block, a rescind): they read it. */
export const ReasonForStudentSchema = size(pattern(string(), /\S/), 1, ENROLMENT_REASON_MAX);

/** An instant with its offset, as `Date.toISOString()` writes it ('2026-12-01T18:30:00.000Z'). */
export const IsoDateTimeSchema = refine(
  pattern(string(), /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/),
  'date and time',
  (value) => !Number.isNaN(Date.parse(value)) || 'not a real date and time',
  { description: 'An ISO 8601 date and time with its offset.', jsonSchema: { format: 'date-time' } },
);
/**
 * A college's time zone, by its IANA name ('Asia/Kolkata'): every deadline, round time and respond-by time of its
 * season is entered and shown in it (src/lib/season/college-time.ts), whatever the reader's device says.
 */
export const TimeZoneSchema = refine(
  size(string(), 1, 64),
  'time zone',
  (value) => isTimeZone(value) || 'not a known time zone',
  {
    description: "An IANA time zone name, e.g. 'Asia/Kolkata'.",
  },
);
/** A clock time, 24-hour ('09:30'). */
export const ClockTimeSchema = pattern(string(), /^([01]\d|2[0-3]):[0-5]\d$/);

const Rupees = max(min(integer(), 0), CTC_PART_MAX);
export const CtcSchema = refine(
  object({ fixed: Rupees, variable: Rupees, joiningBonus: Rupees }),
  'CTC',
  (ctc) => isValidCtc(ctc) || 'the fixed part must be above zero',
  { description: 'Whole rupees; the fixed part is above zero.' },
);
export const TierSchema = enums(TIER_VALUES);
export const DriveStateSchema = enums(DRIVE_STATES);
export const ActorSchema = enums(ACTORS);
export const ApplicationStateSchema = enums(APPLICATION_STATES);
export const OfferStateSchema = enums(OFFER_STATES);
export const EnrolmentStateSchema = enums(ENROLMENT_STATES);

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export const SortDirectionParam = optional(enums(SORT_DIRECTIONS));
