import type { CandidateSummary } from '@/lib/api/portal-contract';
import { companyStudentHref } from '@/lib/routes';
import type { FilterField } from '@/ui/filter-bar';
import { browseCandidates, downloadCandidateResume } from '../api/company-api';
import { CandidateCard } from '../components/candidate-card';
import {
  BRANCH_FILTER_FIELD,
  searchFilterField,
  YEAR_FILTER_FIELD,
} from '../components/candidate-filter-fields';
import { CandidateResults } from '../components/candidate-results';
import { DownloadButton } from '../components/download-button';
import { ScreenHeader } from '@/ui/screen/screen-header';
import { candidateFilterQuery, TYPE_FILTER_OPTIONS } from '../model/candidate-filters';
import '../components/dashboard.css';

const FIELDS: readonly FilterField[] = [
  searchFilterField('Name, skill, college or company'),
  {
    name: 'type',
    label: 'Candidate type',
    kind: 'select',
    options: TYPE_FILTER_OPTIONS,
    anyLabel: 'All types',
  },
  BRANCH_FILTER_FIELD,
  YEAR_FILTER_FIELD,
  { name: 'skills', label: 'Skills', kind: 'text', placeholder: 'e.g. Embedded C, PCB design', wide: true },
  {
    name: 'college',
    label: 'College',
    kind: 'text',
    placeholder: 'e.g. RV College of Engineering',
    wide: true,
  },
];

const resumeName = (candidate: CandidateSummary) => `${candidate.name.replace(/\s+/g, '_')}_Resume.pdf`;

/** /company/students: every registered candidate, filtered by type, branch, year, skills and college. */
export default function CompanyStudentsPage() {
  return (
    <div className="screen">
      <ScreenHeader
        title="Students"
        intro="Candidates registered on the portal: students, fresh graduates and professionals."
      />
      <CandidateResults
        filterLabel="Filter candidates"
        fields={FIELDS}
        name="candidates"
        readQuery={candidateFilterQuery}
        load={browseCandidates}
        emptyText="No candidates match these filters."
        renderCandidate={(candidate) => (
          <CandidateCard
            candidate={candidate}
            href={companyStudentHref(candidate.id)}
            extra={
              candidate.type !== 'student-college' && candidate.college ? (
                <p className="record-card__line">{candidate.college}</p>
              ) : undefined
            }
            actions={
              candidate.hasResume ? (
                <DownloadButton
                  label="Download resume"
                  subject={candidate.name}
                  download={() => downloadCandidateResume(candidate.id, resumeName(candidate))}
                />
              ) : candidate.contactHidden ? (
                <span className="muted">Resume shared when they apply</span>
              ) : (
                <span className="muted">No resume uploaded</span>
              )
            }
          />
        )}
      />
    </div>
  );
}
