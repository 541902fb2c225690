/**
 * The one way a decision enters the audit log (src/lib/season/audit.ts): every handler that changes a student's
 * season calls `recordDecision` once, signed by `auditActor`. The log is appended to and never changed; entries
 * older than a year are purged when the season settles (the server's clock runs that every minute).
 */
import { auditCutoff, type AuditAction, type AuditSigner, type AuditSubject } from '@/lib/season/audit';
import type { EnrolmentState, OfferState } from '@/lib/season/machines';
import { ctcTotal, formatLpa } from '@/lib/season/money';
import { AFTER_PLACEMENT_RULES, type PolicySettings } from '@/lib/season/policy';
import type { PlannedMove, RoundApplicant, RoundOutcome } from '@/lib/season/round-results';
import { tierLabel } from '@/lib/season/tiers';
import { countText } from '@/lib/count-text';
import { rollKey } from '@/lib/match-keys';
import { randomId } from '../db/crypto';
import type { MockAuditEntry, MockDrive, MockOffer } from '../db/season-state';
import { actingMember } from './acting-member';
import type { MockAccount, MockState } from '../db/state';
import { setEntry } from '../db/state-rows';
import { enrolmentChangesOf, recordIndex } from './season-lookup';

/**
 * Who is acting, as the log signs it: for a college or a company, the member who signed in (by the session's address,
 * ./acting-member.ts), named with their company on a company's side; else the student. Without the address (a
 * caller that has none), the organisation's founding role signs.
 */
export function auditActor(state: MockState, account: MockAccount, signedInAs?: string): AuditSigner {
  if (account.type !== 'college' && account.type !== 'company')
    return { id: account.id, name: account.name, role: 'student' };
  const member =
    signedInAs === undefined ? undefined : actingMember(state, { account, session: { email: signedInAs } });
  const company = account.type === 'company' ? (account.companyName ?? account.name) : undefined;
  const named = (name: string) => (company && !name.includes(company) ? `${name}, ${company}` : name);
  if (member) return { id: member.memberId, name: named(member.name), role: member.role };
  return {
    id: account.id,
    name: named(account.name),
    role: account.type === 'college' ? 'placementOfficer' : 'companyAdmin',
  };
}

/** A decision to keep: the student entries carry roll numbers as the batch has them (names are filled in). */
export interface Decision {
  collegeId: string;
  by: AuditSigner;
  action: AuditAction;
  students?: AuditSubject[];
  drive?: Pick<MockDrive, 'id' | 'companyName' | 'title'>;
  before?: string;
  after?: string;
  reason?: string;
  at?: string;
}

/** Appends one decision to the log: the only writer of `state.auditLog` besides the purge. */
export function recordDecision(state: MockState, decision: Decision): MockAuditEntry {
  const { collegeId, by, action, drive, before, after, reason } = decision;
  let last = 0;
  for (const kept of Object.values(state.auditLog)) last = Math.max(last, kept.seq);
  // A publication names thousands on a large campus: the batch is indexed once, not searched per student.
  const records = decision.students?.length ? recordIndex(state, collegeId) : undefined;
  const entry: MockAuditEntry = {
    id: `aud-${randomId(10)}`,
    collegeId,
    seq: last + 1,
    at: decision.at ?? new Date().toISOString(),
    by: { id: by.id, name: by.name, role: by.role },
    action,
    students: (decision.students ?? []).map((student) => {
      const rollNumber = rollKey(student.rollNumber);
      const name = student.name ?? records?.get(rollNumber)?.name;
      return { ...student, rollNumber, ...(name ? { name } : {}) };
    }),
    ...(drive ? { drive: { id: drive.id, title: `${drive.companyName}: ${drive.title}` } } : {}),
    ...(before !== undefined ? { before } : {}),
    ...(after !== undefined ? { after } : {}),
    ...(reason ? { reason } : {}),
  };
  setEntry(state.auditLog, entry.id, entry);
  return entry;
}

const ENROLMENT_WORDS: Record<EnrolmentState, string> = {
  available: 'in the running',
  placed: 'placed',
  'opted-out': 'opted out',
  blocked: 'blocked',
};

function enrolmentAction(from: EnrolmentState, to: EnrolmentState): AuditAction {
  if (to === 'opted-out') return 'opted-out';
  if (to === 'blocked') return 'blocked';
  return from === 'blocked' ? 'unblocked' : 'opted-in';
}

/** Records the student's latest change of place (just made by a person or the policy), with its reason. */
export function recordEnrolmentChange(
  state: MockState,
  by: AuditSigner,
  collegeId: string,
  rollNumber: string,
): void {
  const change = enrolmentChangesOf(state, collegeId, rollNumber).at(-1);
  if (!change) return;
  recordDecision(state, {
    collegeId,
    by,
    action: enrolmentAction(change.from, change.to),
    students: [{ rollNumber, before: ENROLMENT_WORDS[change.from], after: ENROLMENT_WORDS[change.to] }],
    ...(change.reason ? { reason: change.reason } : {}),
    at: change.at,
  });
}

const OFFER_ACTIONS: Record<OfferState, AuditAction> = {
  issued: 'offer-issued',
  accepted: 'offer-accepted',
  declined: 'offer-declined',
  expired: 'offer-expired',
  rescinded: 'offer-rescinded',
};

/** Records an offer's step just taken: issued (no `from`), accepted, declined, rescinded or expired. */
export function recordOfferStep(
  state: MockState,
  by: AuditSigner,
  offer: MockOffer,
  from?: OfferState,
  reason?: string,
): void {
  const drive = state.drives.find((entry) => entry.id === offer.driveId);
  const terms = `${formatLpa(ctcTotal(offer.ctc))}, ${tierLabel(offer.tier)}`;
  recordDecision(state, {
    collegeId: offer.collegeId,
    by,
    action: OFFER_ACTIONS[offer.state],
    students: [
      from
        ? { rollNumber: offer.rollNumber, before: from, after: offer.state }
        : { rollNumber: offer.rollNumber, after: `issued (${terms})` },
    ],
    ...(drive ? { drive } : {}),
    ...(reason ? { reason } : {}),
  });
}

/** The policy's settings in one line, for its before → after. */
function policyLine(settings: PolicySettings): string {
  const after = AFTER_PLACEMENT_RULES.find((rule) => rule.value === settings.afterPlacement)?.label;
  const absences =
    settings.absencesToBlock === 0 ? 'absences never block' : `${settings.absencesToBlock} absences block`;
  return [
    `Dream from ${formatLpa(settings.dreamFrom)}`,
    `Super Dream from ${formatLpa(settings.superDreamFrom)}`,
    `up to ${settings.maxOffers} offers`,
    `after placement: ${after ?? settings.afterPlacement}`,
    absences,
  ].join('; ');
}

/** Records a new version of a college's policy. */
export function recordPolicyChange(
  state: MockState,
  collegeId: string,
  by: AuditSigner,
  previous: PolicySettings & { version: number },
  next: PolicySettings & { version: number },
): void {
  recordDecision(state, {
    collegeId,
    by,
    action: 'policy-changed',
    before: `version ${previous.version}: ${policyLine(previous)}`,
    after: `version ${next.version}: ${policyLine(next)}`,
  });
}

const OUTCOME_WORDS: Record<RoundOutcome, string> = {
  advanced: 'advanced',
  selected: 'selected',
  waitlisted: 'waitlisted',
  absent: 'absent',
  rejected: 'not selected',
};
const outcomeWord = (value: string) => OUTCOME_WORDS[value as RoundOutcome] ?? value;

/** Records a round's publication: every student it moved, from their place in the round to their result. */
export function recordPublication(
  state: MockState,
  by: AuditSigner,
  drive: MockDrive,
  order: number,
  moves: readonly PlannedMove<RoundApplicant>[],
): void {
  recordDecision(state, {
    collegeId: drive.collegeId,
    by,
    action: 'results-published',
    drive,
    before: `round ${order}`,
    after: countText(moves.length, 'result'),
    students: moves.map((move) => ({
      rollNumber: move.applicant.rollNumber,
      before: `round ${order}`,
      after: outcomeWord(move.outcome),
    })),
  });
}

/** Records one corrected result of a round. */
export function recordCorrection(
  state: MockState,
  by: AuditSigner,
  drive: MockDrive,
  order: number,
  correction: { rollNumber: string; from: string; to: string },
): void {
  recordDecision(state, {
    collegeId: drive.collegeId,
    by,
    action: 'result-corrected',
    drive,
    students: [
      {
        rollNumber: correction.rollNumber,
        before: `round ${order}: ${outcomeWord(correction.from)}`,
        after: outcomeWord(correction.to),
      },
    ],
  });
}

/** Records a drive created, edited (with the parts that changed) or moved to another state. */
export function recordDriveDecision(
  state: MockState,
  by: AuditSigner,
  drive: MockDrive,
  change:
    | { action: 'drive-created' }
    | { action: 'drive-edited'; parts: readonly string[] }
    | {
        action: 'drive-state-changed';
        from: string;
      },
): void {
  const what =
    change.action === 'drive-created'
      ? { after: drive.state }
      : change.action === 'drive-edited'
        ? { after: `changed: ${change.parts.join(', ') || 'nothing'}` }
        : { before: change.from, after: drive.state };
  recordDecision(state, { collegeId: drive.collegeId, by, action: change.action, drive, ...what });
}

/** Records an import of the batch's records that changed any: how many were added and updated. */
export function recordImport(
  state: MockState,
  collegeId: string,
  by: AuditSigner,
  result: { created: number; updated: number; unchanged: number; records: readonly unknown[] },
): void {
  if (result.created + result.updated === 0) return;
  const before = result.records.length - result.created;
  recordDecision(state, {
    collegeId,
    by,
    action: 'records-imported',
    before: countText(before, 'record'),
    after: `${countText(result.records.length, 'record')} (${result.created} added, ${result.updated} updated)`,
  });
}

/** Whether any entry is older than a year (checked on reads, so the purge writes only when one is due). */
export function auditPurgeDue(state: MockState, nowMs = Date.now()): boolean {
  const cutoff = auditCutoff(nowMs);
  for (const entry of Object.values(state.auditLog)) if (Date.parse(entry.at) < cutoff) return true;
  return false;
}

/** Removes the entries older than a year (DPDP Rules 2025 keep logs one year); answers how many. */
export function purgeExpiredAudit(state: MockState, nowMs = Date.now()): number {
  const cutoff = auditCutoff(nowMs);
  let purged = 0;
  for (const [id, entry] of Object.entries(state.auditLog))
    if (Date.parse(entry.at) < cutoff) {
      delete state.auditLog[id];
      purged += 1;
    }
  return purged;
}
