/**
 * The season's state mapped to the report's one input shape (src/lib/report/report-input.ts): the batch's records
 * with their portal offers and enrolment, the earlier batches the TPO archived, and every outcome claim that was
 * not rejected (an unconfirmed one is passed on as unconfirmed: the pure module never counts it).
 */
import { OFFER_CLAIM_KINDS } from '@/lib/report/claim-machine';
import type { DeclaredOutcome, ReportOffer, ReportStudent } from '@/lib/report/report-input';
import { rollKey } from '@/lib/match-keys';
import type { MockOutcomeClaim } from '../db/report-state';
import type { MockState } from '../db/state';
import { enrolmentOf } from '../season/season-lookup';
import { seasonSource, type SeasonOfferSource } from './season-source';
import { batchOf } from '../db/batch-records';

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    const group = groups.get(name);
    if (group) group.push(item);
    else groups.set(name, [item]);
  }
  return groups;
}

function portalOffer(offer: SeasonOfferSource, companies: Map<string, string>): ReportOffer {
  return {
    id: offer.id,
    company: companies.get(offer.driveId),
    status: offer.state,
    source: 'campus',
    confirmed: true,
    fixed: offer.ctc.fixed,
    variable: offer.ctc.variable,
    joiningBonus: offer.ctc.joiningBonus,
    offeredOn: offer.issuedAt.slice(0, 10),
    acceptedOn: offer.state === 'accepted' ? offer.answeredAt?.slice(0, 10) : undefined,
    tier: offer.tier,
  };
}

/** An off-campus or pre-placement offer reported or recorded: it is an accepted offer, counted once confirmed. */
function claimedOffer(claim: MockOutcomeClaim): ReportOffer {
  return {
    id: claim.id,
    company: claim.company,
    status: 'accepted',
    source: claim.kind === 'pre-placement' ? 'pre-placement' : 'off-campus',
    confirmed: claim.state === 'confirmed',
    fixed: claim.fixed ?? 0,
    variable: claim.variable ?? 0,
    joiningBonus: claim.joiningBonus ?? 0,
    offeredOn: claim.offeredOn ?? claim.createdAt.slice(0, 10),
    acceptedOn: claim.offeredOn ?? claim.createdAt.slice(0, 10),
  };
}

/** The latest confirmed declaration, else the latest one waiting (which counts for nothing until confirmed). */
function declarationOf(claims: readonly MockOutcomeClaim[]): DeclaredOutcome | undefined {
  const declarations = claims.filter((claim) => !OFFER_CLAIM_KINDS.includes(claim.kind));
  const chosen =
    declarations.findLast((claim) => claim.state === 'confirmed') ??
    declarations.findLast((claim) => claim.state === 'pending');
  if (!chosen || chosen.kind === 'off-campus' || chosen.kind === 'pre-placement') return undefined;
  return {
    kind: chosen.kind,
    confirmed: chosen.state === 'confirmed',
    institution: chosen.institution,
    course: chosen.course,
  };
}

function withClaims(student: ReportStudent, claims: readonly MockOutcomeClaim[] = []): ReportStudent {
  if (claims.length === 0) return student;
  const offers = claims.filter((claim) => OFFER_CLAIM_KINDS.includes(claim.kind)).map(claimedOffer);
  return {
    ...student,
    offers: [...student.offers, ...offers],
    declared: declarationOf(claims) ?? student.declared,
  };
}

/** The college's claims that were not rejected, by batch and roll number. */
function claimsByStudent(state: MockState, collegeId: string): Map<string, MockOutcomeClaim[]> {
  return groupBy(
    state.outcomeClaims.filter((claim) => claim.collegeId === collegeId && claim.state !== 'rejected'),
    (claim) => claimKey(claim.graduationYear, claim.rollNumber),
  );
}

const claimKey = (graduationYear: number, rollNumber: string) => `${graduationYear}|${rollKey(rollNumber)}`;

/**
 * The students of the batch records, in their order, as the report reads them: their portal offers, whether they
 * opted out, and their claims. The season's figures (season-figures.ts) and the report read the batch through
 * this one mapping, so they cannot count it differently.
 */
export function seasonBatchStudents(
  state: MockState,
  collegeId: string,
  claims = claimsByStudent(state, collegeId),
): ReportStudent[] {
  const season = seasonSource(state);
  const companies = new Map(season.drives.map((drive) => [drive.id, drive.companyName]));
  const offersByRoll = groupBy(
    season.offers.filter((offer) => offer.collegeId === collegeId),
    (offer) => rollKey(offer.rollNumber),
  );
  return batchOf(state, collegeId).map((record) =>
    withClaims(
      {
        rollNumber: record.rollNumber,
        name: record.name,
        programme: record.programme,
        branch: record.branch,
        graduationYear: record.graduationYear,
        optedIn: enrolmentOf(state, collegeId, record.rollNumber) !== 'opted-out',
        offers: (offersByRoll.get(rollKey(record.rollNumber)) ?? []).map((offer) =>
          portalOffer(offer, companies),
        ),
      },
      claims.get(claimKey(record.graduationYear, record.rollNumber)),
    ),
  );
}

/** Every student the college's report covers: earlier batches and the season's batch. */
export function reportStudentsOf(state: MockState, collegeId: string): ReportStudent[] {
  const claims = claimsByStudent(state, collegeId);
  const past = (state.pastBatches[collegeId] ?? []).map((student) =>
    withClaims(student, claims.get(claimKey(student.graduationYear, student.rollNumber))),
  );
  return [...past, ...seasonBatchStudents(state, collegeId, claims)];
}

/** A student of the college known by roll number (the newest batch first), for recording an outcome. */
export function findReportStudent(students: readonly ReportStudent[], rollNumber: string) {
  const wanted = rollNumber.trim().toUpperCase();
  return students.findLast((student) => student.rollNumber.toUpperCase() === wanted);
}

/**
 * Each student's name by roll number (a roll number in the season's batch wins over an earlier one), read straight
 * from the batches: the claims list needs only names, not the offers `reportStudentsOf` maps for the whole campus.
 */
export function studentNamesOf(state: MockState, collegeId: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const student of state.pastBatches[collegeId] ?? []) names.set(student.rollNumber, student.name ?? '');
  for (const record of state.studentRecords[collegeId] ?? []) names.set(record.rollNumber, record.name);
  return names;
}
