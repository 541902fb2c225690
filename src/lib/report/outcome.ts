import type { ReportOffer, ReportStudent } from './report-input';

export type OutcomeKind = 'placed' | 'higher-studies' | 'entrepreneur' | 'not-seeking' | 'unknown';

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
 * Outcomes already worked out, by student object: one report asks for each student's outcome several times
 * (NIRF row, branch row, charts). The input is never changed, so a student's outcome cannot go stale.
 */
const known = new WeakMap<ReportStudent, StudentOutcome>();

/**
 * A student's one outcome. Placed wins (at the offer accepted last, the one they join after an upgrade), then a
 * confirmed declaration; an unconfirmed claim never counts, so such a student stays unknown.
 */
export function outcomeOf(student: ReportStudent): StudentOutcome {
  const cached = known.get(student);
  if (cached) return cached;
  const joined = joinedOffer(student);
  const outcome: StudentOutcome = joined
    ? { kind: 'placed', offer: joined }
    : student.declared?.confirmed
      ? { kind: student.declared.kind }
      : { kind: 'unknown' };
  known.set(student, outcome);
  return outcome;
}

/** The annual CTC a report counts: fixed plus variable; the one-time joining bonus is not annual pay. */
export function annualCtc(offer: Pick<ReportOffer, 'fixed' | 'variable'>): number {
  return offer.fixed + offer.variable;
}
