import type { Standing } from '@/lib/api/season-contract-people';
import { standingText } from '../model/standing-text';

/** The season's policy in the placement cell's plain words, and where the student stands under it. */
export function PolicyCard({ standing }: { standing: Standing }) {
  return (
    <section className="card policy-card" aria-labelledby="policy-heading">
      <h2 id="policy-heading">This season&apos;s policy</h2>
      <p className="policy-card__standing">
        <strong>{standingText(standing)}</strong>
      </p>
      <ul>
        {standing.policy.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
    </section>
  );
}
