import { useSearchParams } from 'wouter';
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
            {data.batches.length === 0 ? (
              <p>No graduating batch yet: import the batch to start the report.</p>
            ) : (
              <>
                <NirfSection report={data} onSaved={report.reload} />
                <BranchSection report={data} />
                <ReportCharts report={data} />
              </>
            )}
            <ClaimsSection onChanged={report.reload} />
          </>
        )}
      </ResourceState>
    </div>
  );
}
