import type { Standing } from '@/lib/api/student-season-contract';
import { describePolicyReason } from '@/lib/season/policy';
import { standingText } from '../model/standing-text';
import { EnrolmentControl } from './enrolment-control';

/**
 * The season's policy in the placement cell's plain words, and where the student stands under it: why, when they
 * are opted out or blocked (who decided, when, and the reason), and with `onEnrolmentChanged` their own opt-out and
 * opt-in. `folded`: the rules sit behind a disclosure (above the drives, where the list matters most on a phone).
 */
export function PolicyCard({
  standing,
  folded = false,
  onEnrolmentChanged,
}: {
  standing: Standing;
  folded?: boolean;
  onEnrolmentChanged?: () => void;
}) {
  const rules = (
    <ul>
      {standing.policy.map((sentence) => (
        <li key={sentence}>{sentence}</li>
      ))}
    </ul>
  );
  return (
    <section className="card policy-card" aria-labelledby="policy-heading">
      <h2 id="policy-heading">This season&apos;s policy</h2>
      <p className="policy-card__standing">
        <strong>{standingText(standing)}</strong>
      </p>
      {standing.hold && (
        <p className="policy-card__hold">{describePolicyReason(standing.hold, standing.timeZone)}.</p>
      )}
      {onEnrolmentChanged && <EnrolmentControl standing={standing} onChanged={onEnrolmentChanged} />}
      {folded ? (
        <details className="policy-card__rules">
          <summary>How the policy works</summary>
          {rules}
        </details>
      ) : (
        rules
      )}
    </section>
  );
}
