import { useId } from 'react';
import { Link } from 'wouter';
import { dateText } from '@/lib/text/job-format';
import type { CollegeCompany } from '@/lib/api/portal-contract';
import { jobHref } from '@/lib/routes';
import { useResource } from '@/lib/use-resource';
import { ExternalLink } from '@/ui/external-link';
import { listCollegeCompanies } from '../api/college-api';
import { PagedRecordList } from '@/ui/screen/paged-record-list';
import { ScreenHeader } from '@/ui/screen/screen-header';
import { usePageParam } from '@/ui/screen/use-page-param';
import '../components/dashboard.css';

function CompanyCard({ company }: { company: CollegeCompany }) {
  const headingId = useId();
  const facts = [company.location, company.employees && `${company.employees} employees`].filter(Boolean);
  return (
    <article className="card card--tile record-card" aria-labelledby={headingId}>
      <div className="card__head">
        <h2 id={headingId} className="record-card__title">
          {company.name}
        </h2>
        <span className="badge">{company.openJobs.length} open</span>
      </div>
      {facts.length > 0 && <p className="record-card__line muted">{facts.join(' · ')}</p>}
      {company.website && (
        <p className="record-card__line">
          <ExternalLink href={company.website}>{company.website.replace(/^https?:\/\//, '')}</ExternalLink>
        </p>
      )}
      {company.openJobs.length ? (
        <ul className="company-jobs" aria-label={`Open jobs at ${company.name}`}>
          {company.openJobs.map((job) => (
            <li key={job.id}>
              <Link href={jobHref(job.id)}>{job.title}</Link>
              <span className="muted"> · apply by {dateText(job.closing_date)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="record-card__line muted">No open jobs right now.</p>
      )}
    </article>
  );
}

/** /college/companies: registered companies and their open jobs. */
export default function CollegeCompaniesPage() {
  const [page, setPage] = usePageParam();
  const companies = useResource(`college-companies:${page}`, () => listCollegeCompanies(page), {
    keepPrevious: true,
  });
  return (
    <div className="screen">
      <ScreenHeader title="Companies" intro="Companies registered on the portal, those hiring now first." />
      <PagedRecordList
        resource={companies}
        label="companies"
        empty={<p>No companies have registered yet.</p>}
        pagesLabel="Company pages"
        onPage={setPage}
        keyOf={(company) => company.id}
        renderItem={(company) => <CompanyCard company={company} />}
      />
    </div>
  );
}
