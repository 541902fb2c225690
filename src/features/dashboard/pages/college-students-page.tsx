import { useSearchParams } from 'wouter';
import { updatedSearch } from '@/lib/search-params';
import { useResource } from '@/lib/use-resource';
import type { FilterField } from '@/ui/filter-bar';
import { listCollegeStudents } from '../api/college-api';
import { CandidateCard } from '../components/candidate-card';
import { CandidateResults } from '../components/candidate-results';
import { ScreenHeader } from '../components/screen-header';
import { BRANCH_FILTER_OPTIONS, collegeStudentQuery, YEAR_FILTER_OPTIONS } from '../model/candidate-filters';
import '../components/dashboard.css';

const FIELDS: readonly FilterField[] = [
  { name: 'query', label: 'Search', kind: 'text', placeholder: 'Name or skill', wide: true },
  {
    name: 'branch',
    label: 'Branch',
    kind: 'select',
    options: BRANCH_FILTER_OPTIONS,
    anyLabel: 'All branches',
  },
  {
    name: 'year',
    label: 'Year of study',
    kind: 'select',
    options: YEAR_FILTER_OPTIONS,
    anyLabel: 'All years',
  },
];

/** /college/students: candidates who registered with this college, however they wrote its name. */
export default function CollegeStudentsPage() {
  const [params, setParams] = useSearchParams();
  const query = collegeStudentQuery(params);
  const students = useResource(
    `college-students?${new URLSearchParams(query).toString()}`,
    () => listCollegeStudents(query),
    { keepPrevious: true },
  );
  return (
    <div className="screen">
      <ScreenHeader title="Students" intro="Students who registered on the portal with your college." />
      <CandidateResults
        filterLabel="Filter students"
        fields={FIELDS}
        values={query}
        onChange={(change, replace) => setParams((previous) => updatedSearch(previous, change), { replace })}
        resource={students}
        noun="student"
        emptyText="No registered students match these filters."
        renderCandidate={(student) => (
          // The college shows once, as the student wrote it.
          <CandidateCard
            candidate={{ ...student, college: undefined }}
            extra={<p className="record-card__line muted">Registered as “{student.college}”</p>}
          />
        )}
      />
    </div>
  );
}
