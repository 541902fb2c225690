/**
 * The time left to answer, in words ('2 days, 23 hours left'), counted down to the same instant the respond-by
 * date names, so the countdown and the date beside it cannot disagree. Rounded down: it never promises more time
 * than there is.
 */
import { countText } from '../count-text';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Undefined once the instant has passed. */
export function timeLeftText(until: string, nowMs: number): string | undefined {
  const left = Date.parse(until) - nowMs;
  if (!(left > 0)) return undefined;
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  if (days) return `${countText(days, 'day')}${hours ? `, ${countText(hours, 'hour')}` : ''} left`;
  if (hours) return `${countText(hours, 'hour')}${minutes ? `, ${countText(minutes, 'minute')}` : ''} left`;
  return minutes ? `${countText(minutes, 'minute')} left` : 'less than a minute left';
}
