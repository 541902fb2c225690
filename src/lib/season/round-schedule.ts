/**
 * When a drive's rounds are held (issue 35): results wait until a round has been held, and rounds are dated in the
 * order they are listed. Pure, shared by the drive form, the results screen and the server; refusals are data.
 */
import { collegeLocalToInstant } from './college-time';
import type { StepReason } from './step-reasons';

/** A round as its drive gives it: the day and the clock time at the college. */
export interface ScheduledRound {
  order: number;
  date: string;
  time: string;
}

/** The instant a round starts (ISO), read at the college's zone; undefined for an unreadable date or time. */
export function roundStartsAt(
  round: Pick<ScheduledRound, 'date' | 'time'>,
  zone: string,
): string | undefined {
  const local = collegeLocalToInstant(`${round.date}T${round.time}`, zone);
  return local === undefined ? undefined : new Date(local).toISOString();
}

/** Why a round takes no results yet: it has not started. None once its time has come (or cannot be read). */
export function roundNotHeldReason(
  round: ScheduledRound,
  zone: string,
  now = Date.now(),
): Extract<StepReason, { rule: 'roundNotHeld' }> | undefined {
  const startsAt = roundStartsAt(round, zone);
  return startsAt !== undefined && Date.parse(startsAt) > now
    ? { rule: 'roundNotHeld', order: round.order, startsAt }
    : undefined;
}

/** Whether `round` is dated before `other`; a missing date or time compares nothing it lacks. */
function isEarlier(
  round: Pick<ScheduledRound, 'date' | 'time'>,
  other: Pick<ScheduledRound, 'date' | 'time'>,
) {
  if (!round.date || !other.date) return false;
  if (round.date !== other.date) return round.date < other.date;
  return Boolean(round.time && other.time) && round.time < other.time;
}

/**
 * The rounds dated before the round ahead of them, one reason each (by position in the list, 1 for the first).
 * Two rounds at the same time are allowed (a test in two halls); the clock times compare as text, both at the college.
 */
export function roundOrderReasons(
  rounds: readonly Pick<ScheduledRound, 'date' | 'time'>[],
): Extract<StepReason, { rule: 'roundOrder' }>[] {
  const reasons: Extract<StepReason, { rule: 'roundOrder' }>[] = [];
  rounds.forEach((round, index) => {
    const before = rounds[index - 1];
    if (before && isEarlier(round, before))
      reasons.push({
        rule: 'roundOrder',
        order: index + 1,
        before: { date: before.date, time: before.time },
      });
  });
  return reasons;
}
