import { Link } from 'wouter';
import type { PlacementReportResponse } from '@/lib/api/report-contract';
import { academicYear } from '@/lib/report/nirf';
import { rupeesOrDash } from '../model/report-format';
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
      <p className="muted">
        Median salary counts each placed graduate once, at the offer they accepted: annual CTC = fixed +
        variable pay (the one-time joining bonus is left out). With an even number of placed graduates it is
        the mean of the two middle amounts, rounded to the rupee. The median of fixed pay alone is shown under
        each figure.
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
                      <span className="report-note">Fixed pay only: {rupeesOrDash(row.medianFixed)}</span>
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
