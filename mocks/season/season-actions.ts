/**
 * State changes of the season, each checked against its state machine (src/lib/season/machines.ts), and what
 * follows from them: notifications, deadlines and expiry taken by the server (acceptance: offer-acceptance.ts).
 */
import type { NOTIFICATION_KINDS } from '@/lib/api/notification-contract';
import {
  APPLICATION_MACHINE,
  DRIVE_MACHINE,
  ENROLMENT_MACHINE,
  OFFER_MACHINE,
  type ApplicationState,
  type DriveState,
  type EnrolmentState,
  type OfferState,
} from '@/lib/season/machines';
import {
  absenceBlockDecision,
  correctionLiftsBlock,
  decidedByOf,
  type EnrolmentActor,
} from '@/lib/season/enrolment';
import { describeEnrolmentHold } from '@/lib/season/policy';
import { nextVersion } from '@/lib/season/drive-version';
import { ctcTotal } from '@/lib/season/money';
import { offerExpiredNotice } from '@/lib/season/offer-notices';
import { tierOf } from '@/lib/season/policy';
import { transitionRefusal, type Actor, type TransitionRefusal } from '@/lib/season/state-machine';
import { rollKey } from '@/lib/match-keys';
import { PORTAL_SIGNER } from '@/lib/season/audit';
import { randomId } from '../db/crypto';
import type { MockDrive, MockDriveApplication, MockEnrolmentChange, MockOffer } from '../db/season-state';
import type { MockState } from '../db/state';
import {
  auditPurgeDue,
  purgeExpiredAudit,
  recordDriveDecision,
  recordEnrolmentChange,
  recordOfferStep,
} from './audit-log';
import {
  collegeTimeZoneOf,
  countedAbsencesOf,
  currentPolicy,
  driveTier,
  enrolmentChangesOf,
  enrolmentOf,
  setEnrolment,
  standingOf,
  studentAccountId,
} from './season-lookup';

export function moveApplication(
  application: MockDriveApplication,
  to: ApplicationState,
  actor: Actor,
  now: string,
): TransitionRefusal | undefined {
  const refusal = transitionRefusal(APPLICATION_MACHINE, application.state, to, actor);
  if (refusal) return refusal;
  application.state = to;
  application.updatedAt = now;
  return undefined;
}

export function moveOffer(
  offer: MockOffer,
  to: OfferState,
  actor: Actor,
  now: string,
): TransitionRefusal | undefined {
  const refusal = transitionRefusal(OFFER_MACHINE, offer.state, to, actor);
  if (refusal) return refusal;
  offer.state = to;
  if (actor === 'student' || to === 'expired') offer.answeredAt = now;
  return undefined;
}

/** Moves a drive; on opening, its tier is fixed under the policy of that moment. */
export function moveDrive(
  state: MockState,
  drive: MockDrive,
  to: DriveState,
  actor: Actor,
  now: string,
): TransitionRefusal | undefined {
  const refusal = transitionRefusal(DRIVE_MACHINE, drive.state, to, actor);
  if (refusal) return refusal;
  if (to === 'open') {
    const { tier, policyVersion } = driveTier(state, { ...drive, tier: undefined });
    drive.tier = tier;
    drive.tierPolicyVersion = policyVersion;
  }
  drive.state = to;
  drive.updatedAt = now;
  nextVersion(drive, ['state']);
  return undefined;
}

/**
 * Moves a student's place in the season and keeps the change (who, when, why). An unblock forgives the absences
 * behind the block: they no longer count toward the next one (docs/decisions/). A step that undoes a decision is
 * checked against who made it (the student opts back in only from their own opt-out).
 */
export function moveEnrolment(
  state: MockState,
  collegeId: string,
  rollNumber: string,
  to: EnrolmentState,
  actor: EnrolmentActor,
  details: Pick<MockEnrolmentChange, 'reason' | 'absenceBlock' | 'restores'> = {},
): TransitionRefusal | undefined {
  const from = enrolmentOf(state, collegeId, rollNumber);
  const decidedBy = decidedByOf(enrolmentChangesOf(state, collegeId, rollNumber), from);
  const refusal = transitionRefusal(ENROLMENT_MACHINE, from, to, actor, decidedBy ? { decidedBy } : {});
  if (refusal) return refusal;
  // The placement cell's unblock forgives; the server lifting a block whose absence was corrected forgives nothing.
  const forgiven =
    from === 'blocked' && to === 'available' && actor === 'tpo'
      ? countedAbsencesOf(state, collegeId, rollNumber)
      : [];
  const change: MockEnrolmentChange = {
    from,
    to,
    by: actor,
    at: new Date().toISOString(),
    ...details,
    ...(forgiven.length ? { forgivenAbsences: forgiven } : {}),
  };
  ((state.enrolmentChanges[collegeId] ??= {})[rollKey(rollNumber)] ??= []).push(change);
  setEnrolment(state, collegeId, rollNumber, to);
  return undefined;
}

type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Adds a notification to an account's inbox (students who never registered have none). */
export function notify(
  state: MockState,
  accountId: string | undefined,
  kind: NotificationKind,
  title: string,
  text: string,
  links: { driveId?: string; offerId?: string } = {},
): void {
  if (!accountId) return;
  state.notifications.push({
    id: `ntf-${randomId(6)}`,
    accountId,
    kind,
    title,
    text,
    at: new Date().toISOString(),
    read: false,
    ...links,
  });
}

/**
 * Called each time an absence is recorded: blocks a student in the running whose absences not forgiven reach the
 * limit of the policy of this moment, and keeps the block with those facts (a later policy change never undoes or
 * makes one). The student is told why.
 */
export function blockIfAbsent(state: MockState, collegeId: string, rollNumber: string): void {
  if (enrolmentOf(state, collegeId, rollNumber) !== 'available') return;
  const policy = currentPolicy(state, collegeId);
  const absenceBlock = absenceBlockDecision(policy, countedAbsencesOf(state, collegeId, rollNumber).length);
  if (!absenceBlock || moveEnrolment(state, collegeId, rollNumber, 'blocked', 'system', { absenceBlock }))
    return;
  recordEnrolmentChange(state, PORTAL_SIGNER, collegeId, rollNumber);
  const { hold } = standingOf(state, collegeId, rollNumber);
  notify(
    state,
    studentAccountId(state, collegeId, rollNumber),
    'enrolment',
    'Blocked from further drives',
    hold
      ? describeEnrolmentHold(hold, collegeTimeZoneOf(state, collegeId))
      : 'You were blocked from further drives.',
  );
}

/** Whether correcting this absent application as a mistake would lift its student's block (asked before it moves). */
export function correctionLifts(state: MockState, application: MockDriveApplication): boolean {
  if (application.state !== 'absent') return false;
  const { collegeId, rollNumber } = application;
  const { hold } = standingOf(state, collegeId, rollNumber);
  return correctionLiftsBlock(hold, countedAbsencesOf(state, collegeId, rollNumber), application.id);
}

/** The server lifts a block whose absence was corrected as a mistake, and tells the student. */
export function liftCorrectedBlock(state: MockState, collegeId: string, rollNumber: string): void {
  const reason = 'An absence behind the block was corrected as a mistake';
  if (moveEnrolment(state, collegeId, rollNumber, 'available', 'system', { reason })) return;
  notify(
    state,
    studentAccountId(state, collegeId, rollNumber),
    'enrolment',
    'Your block was lifted',
    `${reason}: you may apply to drives again.`,
  );
}

/**
 * The steps the server takes by itself as time passes: an open drive past its deadline stops taking applications,
 * an issued offer past its respond-by time expires. Returns whether anything changed.
 */
export function settleDeadlines(state: MockState, nowMs = Date.now()): boolean {
  const now = new Date(nowMs).toISOString();
  let changed = false;
  for (const drive of state.drives)
    if (
      drive.state === 'open' &&
      Date.parse(drive.deadline) <= nowMs &&
      !moveDrive(state, drive, 'in-progress', 'system', now)
    ) {
      changed = true;
      recordDriveDecision(state, PORTAL_SIGNER, drive, { action: 'drive-state-changed', from: 'open' });
    }
  for (const offer of state.offers)
    if (
      offer.state === 'issued' &&
      Date.parse(offer.respondBy) <= nowMs &&
      !moveOffer(offer, 'expired', 'system', now)
    ) {
      changed = true;
      recordOfferStep(state, PORTAL_SIGNER, offer, 'issued');
      const drive = state.drives.find((entry) => entry.id === offer.driveId);
      const { title, text } = offerExpiredNotice(
        { ...offer, companyName: drive?.companyName ?? 'the company', title: drive?.title ?? 'the offer' },
        collegeTimeZoneOf(state, offer.collegeId),
      );
      notify(state, offer.candidateId, 'offer-expired', title, text, { offerId: offer.id });
    }
  return purgeExpiredAudit(state, nowMs) > 0 || changed;
}

/** Whether settleDeadlines has anything to do (checked on a read, so most requests write nothing). */
export function deadlinesDue(state: MockState, nowMs = Date.now()): boolean {
  return (
    state.drives.some((drive) => drive.state === 'open' && Date.parse(drive.deadline) <= nowMs) ||
    state.offers.some((offer) => offer.state === 'issued' && Date.parse(offer.respondBy) <= nowMs) ||
    auditPurgeDue(state, nowMs)
  );
}

/** The tier and policy version an offer of this CTC is issued under now. */
export function offerTier(state: MockState, collegeId: string, ctc: MockOffer['ctc']) {
  const policy = currentPolicy(state, collegeId);
  return { tier: tierOf(ctcTotal(ctc), policy), policyVersion: policy.version };
}
