import type { SeasonReason } from '@/lib/season/decision';
import { describeReason } from '@/lib/season/decision';

/** The rules a student fails, each with their value and the limit, worded by the season's rules (src/lib/season), times in the college's `zone`. */
export function ReasonList({ reasons, zone }: { reasons: readonly SeasonReason[]; zone: string }) {
  const lines = reasons.map((reason) => describeReason(reason, zone));
  return (
    <ul className="reason-list">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
