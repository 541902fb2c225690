import type { SeasonReason } from '@/lib/season/decision';
import { describeReason } from '@/lib/season/decision';

/** The rules a student fails, each with their value and the limit, worded by the season's rules (src/lib/season). */
export function ReasonList({ reasons }: { reasons: readonly SeasonReason[] }) {
  return (
    <ul className="reason-list">
      {reasons.map((reason) => (
        <li key={describeReason(reason)}>{describeReason(reason)}</li>
      ))}
    </ul>
  );
}
