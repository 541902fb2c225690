import { Link } from 'wouter';
import type { SeasonSummary } from '@/lib/api/college-season-contract';
import { countText } from '@/lib/count-text';
import { paths } from '@/lib/routes';
import { tierLabel } from '@/lib/season/tiers';
import { FigureNotes } from '@/ui/figure-notes';

/**
 * The season's offers by tier, counted as the report counts its "Offers" (one definition): the rows, with the
 * off-campus ones, add up to the report's figure, and what they leave out is said under them.
 */
export function OffersByTier({ summary }: { summary: SeasonSummary }) {
  const rows = summary.offersByTier;
  const total = rows.reduce((sum, row) => sum + row.offers, summary.offersOffCampus);
  return (
    <section className="card" aria-labelledby="offers-by-tier">
      <h2 id="offers-by-tier">Offers by tier</h2>
      <table className="plain-table">
        <caption className="visually-hidden">Offers by tier, as the report counts them</caption>
        <thead>
          <tr>
            <th scope="col">Tier</th>
            <th scope="col">Offers</th>
            <th scope="col">Accepted</th>
            <th scope="col">Rescinded</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.tier}>
              <th scope="row">{tierLabel(row.tier)}</th>
              <td>{row.offers}</td>
              <td>{row.accepted}</td>
              <td>{row.rescinded}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Off campus or pre-placement</th>
            <td>{summary.offersOffCampus}</td>
            <td>{summary.offersOffCampus}</td>
            <td>—</td>
          </tr>
        </tbody>
      </table>
      <p className="muted">
        {countText(total, 'offer')} in all, the report&apos;s &quot;Offers&quot; for the batch. A rescinded
        offer is not counted among the offers (it is given apart); an off-campus or pre-placement offer counts
        once the placement cell confirmed it. Tiers as the season's policy decided them when each offer was
        made (policy version {summary.policyVersion} is current).{' '}
        <Link href={paths.collegePolicy}>The policy</Link>
      </p>
      <FigureNotes label="The sum a tier is decided on" figures={['ctc']} />
    </section>
  );
}
