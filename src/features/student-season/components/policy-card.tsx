import type { Standing } from '@/lib/api/season-contract-people';
import { standingText } from '../model/standing-text';

/**
 * The season's policy in the placement cell's plain words, and where the student stands under it. `folded`: the
 * rules sit behind a disclosure (above the drives, where the list matters most on a phone).
 */
export function PolicyCard({ standing, folded = false }: { standing: Standing; folded?: boolean }) {
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
