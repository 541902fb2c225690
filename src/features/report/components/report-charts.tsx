import type { PlacementReportResponse } from '@/lib/api/report-contract';
import { academicYear } from '@/lib/report/nirf';
import { formatLpa } from '@/lib/season/money';
import { BarChart } from '@/ui/charts/bar-chart';
import { percentOrDash } from '@/lib/report/figure-text';
import { weekLabels } from '../model/report-format';

const bandLabel = (from: number, to: number | undefined) =>
  to === undefined
    ? `${formatLpa(from)} and above`
    : `${formatLpa(from).replace(' LPA', '')}–${formatLpa(to)}`;

/** The charts people would rather look at than read, each with its numbers as a table. */
export function ReportCharts({ report }: { report: PlacementReportResponse }) {
  const batch = academicYear(report.batch);
  const weekLabel = weekLabels(report.offersByWeek.map((week) => week.weekStart));
  return (
    <section className="report-section report-charts" aria-labelledby="charts-heading">
      <h2 id="charts-heading">Charts, graduating {batch}</h2>
      <div className="report-charts__grid">
        <BarChart
          title="% placed by branch"
          labelHeading="Branch"
          valueHeading="% placed"
          scaleMax={100}
          emptyText="No students in this batch."
          data={report.branches.map((row) => ({
            label: row.branch,
            value: row.percentPlaced ?? 0,
            valueText: percentOrDash(row.percentPlaced),
          }))}
        />
        <BarChart
          title="CTC of placed graduates (fixed + variable + joining bonus)"
          labelHeading="CTC band"
          valueHeading="Students"
          emptyText="Nobody is placed yet."
          data={
            report.whole.placed === 0
              ? []
              : report.ctcBands.map((band) => ({
                  label: bandLabel(band.from, band.to),
                  value: band.students,
                  valueText: String(band.students),
                }))
          }
        />
        <BarChart
          title="Offers over the season's weeks"
          labelHeading="Week of"
          valueHeading="Offers"
          orientation="columns"
          openAtEnd
          emptyText="No offers yet."
          data={report.offersByWeek.map((week, index) => ({
            label: weekLabel[index] ?? week.weekStart,
            value: week.offers,
            valueText: String(week.offers),
          }))}
        />
      </div>
    </section>
  );
}
