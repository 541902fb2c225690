import { useSearchParams } from 'wouter';
import { RenderInTurn } from '@/lib/render-in-turn';
import { useResource } from '@/lib/use-resource';
import { ResourceState } from '@/ui/resource-state';
import { getReport } from '../api/report-api';
import { BranchSection } from '../components/branch-section';
import { ClaimsSection } from '../components/claims-section';
import { NirfSection } from '../components/nirf-section';
import { ReportCharts } from '../components/report-charts';
import { ReportHeader } from '../components/report-header';
import { StudentList } from '../components/student-list';
import { studentListChoice } from '../model/student-list-link';
import '../components/report.css';

/** /college/report: NIRF's table, outcomes by branch, charts and exports, from the season's data. */
export default function CollegeReportPage() {
  const [params, setParams] = useSearchParams();
  const batchParam = Number(params.get('batch-view')) || undefined;
  const report = useResource(`report:${batchParam ?? ''}`, () => getReport(batchParam), {
    keepPrevious: true,
  });
  const list = studentListChoice(params);
  return (
    <div className="screen report">
      <ResourceState resource={report} label="the placement report">
        {(data) => (
          <>
            <ReportHeader
              report={data}
              onBatch={(batch) =>
                setParams((current) => {
                  current.set('batch-view', String(batch));
                  return current;
                })
              }
            />
            {list && <StudentList choice={list} />}
            {/* Section by section, each in its own task: at the large campus's size the whole report in one
                render held the page for over 300 ms on a slow phone (docs/performance.md). */}
            <RenderInTurn>
              {data.batches.length === 0
                ? [<p key="none">No graduating batch yet: import the batch to start the report.</p>]
                : [
                    <NirfSection key="nirf" report={data} onSaved={report.reload} />,
                    <BranchSection key="branch" report={data} />,
                    <ReportCharts key="charts" report={data} />,
                  ]}
              <ClaimsSection onChanged={report.reload} />
            </RenderInTurn>
          </>
        )}
      </ResourceState>
    </div>
  );
}
