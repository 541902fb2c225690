import { collegeDateTime } from '@/lib/season/college-time';
import { timeLeftText } from '@/lib/season/time-left';
import { useNow } from '../model/use-now';

/**
 * An offer's respond-by time in the college's time, and while the offer waits (`countdown`) the time left until
 * that same instant: the date and the countdown cannot disagree.
 */
export function RespondBy({ at, zone, countdown = true }: { at: string; zone: string; countdown?: boolean }) {
  const now = useNow();
  const left = countdown ? timeLeftText(at, now) : undefined;
  return (
    <>
      <time dateTime={at}>{collegeDateTime(at, zone)}</time>
      {left && <span className="respond-by__left"> ({left})</span>}
    </>
  );
}
