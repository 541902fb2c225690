import { Link } from 'wouter';
import type { PlacementReportResponse } from '@/lib/api/report-contract';
import { academicYear } from '@/lib/report/nirf';
import { rupeesOrDash } from '@/lib/report/figure-text';
import { FigureNotes } from '@/ui/figure-notes';
import { nirfTableData } from '../model/report-tables';
import { studentListSearch } from '../model/student-list-link';
import { DataTable } from './data-table';
import { IntakeForm } from './intake-form';

const PLACED_COLUMN = 7;
const MEDIAN_COLUMN = 8;
const HIGHER_STUDIES_COLUMN = 9;

/** NIRF's "Placement & Higher Studies": one table per programme type, the derived counts linked to their students. */
export function NirfSection({ report, onSaved }: { report: PlacementReportResponse; onSaved: () => void }) {
  return (
    <section className="report-section" aria-labelledby="nirf-heading">
      <h2 id="nirf-heading">NIRF: Placement &amp; Higher Studies</h2>
      <FigureNotes label="What NIRF's figures count" figures={['placed', 'salary', 'ctc']} />
      <p className="muted">
        Each placed graduate counts once, at the offer they accepted. With an even number of them a median is
        the mean of the two middle amounts, rounded to the rupee. The median CTC is shown under NIRF&apos;s
        figure; the CSV keeps NIRF&apos;s figure alone.
      </p>
      {report.nirf.map((table) => {
        const type = table.programmeType.type;
        return (
          <div key={type} className="report-nirf">
            <h3>{type}</h3>
            <DataTable
              caption={`NIRF ${type}: placement and higher studies, graduating ${report.batches.map(academicYear).join(', ')}`}
              csvName={`nirf-${type.replace(/\s+/g, '-').toLowerCase()}.csv`}
              table={nirfTableData(table)}
              rowHeaders={false}
              variant="nirf"
              renderCell={(index, column, text) => {
                const row = table.rows[index];
                if (!row) return undefined;
                const year = academicYear(row.graduationYear);
                if (column === PLACED_COLUMN || column === HIGHER_STUDIES_COLUMN) {
                  const outcome = column === PLACED_COLUMN ? 'placed' : 'higher-studies';
                  const what = column === PLACED_COLUMN ? 'placed' : 'in higher studies';
                  return (
                    <Link
                      href={studentListSearch({ outcome, batch: row.graduationYear, programmeType: type })}
                      aria-label={`${text} students ${what}, ${type} graduating ${year}: see the list`}
                    >
                      {text}
                    </Link>
                  );
                }
                if (column === MEDIAN_COLUMN && row.medianCtc !== undefined)
                  return (
                    <>
                      {text}
                      <span className="report-note">Median CTC: {rupeesOrDash(row.medianCtc)}</span>
                    </>
                  );
                return undefined;
              }}
            />
            <IntakeForm table={table} onSaved={onSaved} />
          </div>
        );
      })}
    </section>
  );
}
