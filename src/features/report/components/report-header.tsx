import { countText, plural } from '@/lib/count-text';
import type { PlacementReportResponse } from '@/lib/api/report-contract';
import { academicYear } from '@/lib/report/nirf';
import { Button } from '@/ui/button';
import { ScreenHeader } from '@/ui/screen/screen-header';
import { longDate } from '../model/report-format';

/**
 * The report's title block: the college, the batches and the date, which a printed page ("Save as PDF") must
 * carry, and the controls (batch, print) that the print styles hide.
 */
export function ReportHeader({
  report,
  onBatch,
}: {
  report: PlacementReportResponse;
  onBatch: (batch: number) => void;
}) {
  const batch = academicYear(report.batch);
  return (
    <ScreenHeader title="Placement report" tabTitle={`Placement report ${batch}: ${report.collegeName}`}>
      <p className="report-header__college">{report.collegeName}</p>
      <p className="muted">
        NIRF batches graduating {report.batches.map(academicYear).join(', ')}; by branch: graduating {batch}.
        Generated on {longDate(report.generatedAt)}.
      </p>
      {report.pendingClaims > 0 && (
        <p className="report-header__pending report-no-print">
          {countText(report.pendingClaims, 'claim from a student', 'claims from students')}{' '}
          {plural(report.pendingClaims, 'is', 'are')} waiting for you: unconfirmed claims are not counted.
        </p>
      )}
      <div className="report-header__controls report-no-print">
        <label className="report-header__batch">
          Batch shown by branch
          <select
            className="field__input"
            value={report.batch}
            onChange={(event) => onBatch(Number(event.target.value))}
          >
            {report.batches.map((year) => (
              <option key={year} value={year}>
                Graduating {academicYear(year)}
              </option>
            ))}
          </select>
        </label>
        <Button variant="secondary" onClick={() => window.print()}>
          Print or save as PDF
        </Button>
      </div>
    </ScreenHeader>
  );
}
