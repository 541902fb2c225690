import type { PlacementReportResponse } from '@/lib/api/report-contract';
import { academicYear } from '@/lib/report/nirf';
import { percentOrDash } from '@/lib/report/figure-text';
import { FigureNotes } from '@/ui/figure-notes';
import { branchTableData, indexCountsTableData } from '../model/report-tables';
import { DataTable } from './data-table';

/** One batch by branch, then NBA's index and NAAC's percentage with their formulas and the counts inside them. */
export function BranchSection({ report }: { report: PlacementReportResponse }) {
  const { perBatch, nba, naac } = report.indices;
  const years = perBatch.map((b) => academicYear(b.graduationYear)).join(', ');
  return (
    <section className="report-section" aria-labelledby="branch-heading">
      <h2 id="branch-heading">By branch, graduating {academicYear(report.batch)}</h2>
      <FigureNotes
        label="What the table counts"
        figures={['inBatch', 'optedInOrPlaced', 'placed', 'percentPlaced', 'ctc']}
      />
      <p className="muted">
        Offers leave out rescinded offers and claims not yet confirmed. Pay counts each placed student once,
        at the offer they accepted.
      </p>
      <DataTable
        caption={`Placements by branch, graduating ${academicYear(report.batch)}`}
        csvName={`branches-${report.batch}.csv`}
        table={branchTableData(report)}
      />
      <div className="report-indices">
        <div className="panel report-index">
          <h3>NBA placement index</h3>
          <p className="report-index__value">{percentOrDash(nba)}</p>
          <p className="muted">
            (placed + higher studies + entrepreneurs) ÷ final-year students × 100, averaged over {years}.
          </p>
        </div>
        <div className="panel report-index">
          <h3>NAAC 5.2.1</h3>
          <p className="report-index__value">{percentOrDash(naac)}</p>
          <p className="muted">(placed + higher studies) ÷ outgoing students × 100, averaged over {years}.</p>
        </div>
      </div>
      <DataTable
        caption="The counts behind the NBA and NAAC figures"
        csvName="nba-naac.csv"
        table={indexCountsTableData(perBatch)}
      />
    </section>
  );
}
