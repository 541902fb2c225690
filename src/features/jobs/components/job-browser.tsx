import { useId } from 'react';
import { useSearchParams } from 'wouter';
import type { Job } from '@/lib/api/jobs-contract';
import { updatedSearch } from '@/lib/search-params';
import { useResource } from '@/lib/use-resource';
import { Button } from '@/ui/button';
import { Pagination } from '@/ui/pagination';
import { ResourceState } from '@/ui/resource-state';
import { listJobs } from '../api/jobs-api';
import { jobListQuery, readJobFilters, type JobFilters } from '../model/job-filters';
import { JobList } from './job-card';
import { JobFiltersForm } from './job-filters-form';
import './jobs.css';
import { countText } from '@/lib/count-text';

interface JobBrowserProps {
  /** Where a job's title links to: the public job page or the dashboard's. */
  jobHref: (id: string) => string;
  heading?: string;
}

const openJobsText = (total: number) => countText(total, 'open job');

/** Open jobs with search, role filter and pages; the filters live in the URL. */
export function JobBrowser({ jobHref, heading = 'Open jobs' }: JobBrowserProps) {
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const filters = readJobFilters(params);
  const query = jobListQuery(filters);
  const jobs = useResource(`jobs?${new URLSearchParams(query).toString()}`, () => listJobs(query), {
    keepPrevious: true,
  });

  const change = (next: Partial<JobFilters>) => {
    setParams((previous) => updatedSearch(previous, next), { replace: !('page' in next) });
    if ('page' in next) document.getElementById(headingId)?.scrollIntoView({ block: 'start' });
  };
  const filtered = Boolean(filters.query || filters.role);

  return (
    <section className="job-browser" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <JobFiltersForm filters={filters} onChange={change} />
      <ResourceState
        resource={jobs}
        label="jobs"
        isEmpty={(page) => page.total === 0}
        empty={
          <>
            <p>{filtered ? 'No open jobs match your search.' : 'There are no open jobs right now.'}</p>
            {filtered && (
              <Button variant="secondary" size="small" onClick={() => change({ query: '', role: '' })}>
                Clear filters
              </Button>
            )}
          </>
        }
      >
        {(page) => (
          <>
            <p className="muted list-count" role="status">
              {openJobsText(page.total)}
            </p>
            <JobList jobs={page.items as Job[]} hrefFor={jobHref} />
            <Pagination
              page={page.page}
              pageSize={page.pageSize}
              total={page.total}
              onPage={(next) => change({ page: next })}
              label="Job pages"
            />
          </>
        )}
      </ResourceState>
    </section>
  );
}
