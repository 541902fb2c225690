import type { ReportOffer, ReportStudent } from './report-input';

export const OUTCOME_KINDS = ['placed', 'higher-studies', 'entrepreneur', 'not-seeking', 'unknown'] as const;
export type OutcomeKind = (typeof OUTCOME_KINDS)[number];

export interface StudentOutcome {
  kind: OutcomeKind;
  /** For a placed student: the one offer they count at. */
  offer?: ReportOffer;
}

/** An offer that places its student: accepted, and confirmed when the TPO recorded it from outside the portal. */
function placesStudent(offer: ReportOffer): boolean {
  return offer.status === 'accepted' && offer.confirmed;
}

/** The offer a student joins: of those that place them, the one accepted last (ties: the later in the list). */
function joinedOffer(student: ReportStudent): ReportOffer | undefined {
  let joined: ReportOffer | undefined;
  for (const offer of student.offers) {
    if (placesStudent(offer) && (!joined || (offer.acceptedOn ?? '') >= (joined.acceptedOn ?? '')))
      joined = offer;
  }
  return joined;
}

/**
 * The outcomes that carry no offer, shared: a report works out thousands of outcomes, and every student who is
 * not placed then costs no new object. Nobody changes an outcome once made.
 */
const WITHOUT_OFFER: Readonly<Record<Exclude<OutcomeKind, 'placed'>, StudentOutcome>> = {
  'higher-studies': { kind: 'higher-studies' },
  entrepreneur: { kind: 'entrepreneur' },
  'not-seeking': { kind: 'not-seeking' },
  unknown: { kind: 'unknown' },
};

/**
 * A student's one outcome. Placed wins (at the offer accepted last, the one they join after an upgrade), then a
 * confirmed declaration; an unconfirmed claim never counts, so such a student stays unknown. The report works
 * each student's outcome out once, in one pass (placement-report.ts), so nothing is cached here.
 */
export function outcomeOf(student: ReportStudent): StudentOutcome {
  const joined = joinedOffer(student);
  if (joined) return { kind: 'placed', offer: joined };
  return student.declared?.confirmed ? WITHOUT_OFFER[student.declared.kind] : WITHOUT_OFFER.unknown;
}

/**
 * Opted in or placed: opted in to the season, or placed all the same (a student who opted out and then took an
 * off-campus offer the TPO confirmed). It is the denominator of % placed, so every placed student is in it and the
 * share can never pass 100%.
 */
export function isOptedInOrPlaced(student: Pick<ReportStudent, 'optedIn'>, outcome: StudentOutcome): boolean {
  return student.optedIn || outcome.kind === 'placed';
}

/** % placed: placed ÷ opted in or placed × 100; undefined when nobody is opted in or placed (shown "—"). */
export function percentPlaced(placed: number, optedInOrPlaced: number): number | undefined {
  return optedInOrPlaced === 0 ? undefined : (placed / optedInOrPlaced) * 100;
}
