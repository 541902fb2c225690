import { definitionOf } from '@/lib/report/figure-text';
import type { FilterField } from '@/ui/filter-bar';
import { listCollegeStudents } from '../api/college-api';
import { CandidateCard } from '../components/candidate-card';
import {
  BRANCH_FILTER_FIELD,
  searchFilterField,
  YEAR_FILTER_FIELD,
} from '../components/candidate-filter-fields';
import { CandidateResults } from '../components/candidate-results';
import { ScreenHeader } from '@/ui/screen/screen-header';
import { collegeStudentQuery } from '../model/candidate-filters';
import '../components/dashboard.css';

const FIELDS: readonly FilterField[] = [
  searchFilterField('Name or skill'),
  BRANCH_FILTER_FIELD,
  YEAR_FILTER_FIELD,
];

/** /college/students: candidates who registered with this college, however they wrote its name. */
export default function CollegeStudentsPage() {
  return (
    <div className="screen">
      <ScreenHeader title="Students" intro={`${definitionOf('namedCollege')} Your batch is on Batch.`} />
      <CandidateResults
        filterLabel="Filter students"
        fields={FIELDS}
        name="college-students"
        readQuery={collegeStudentQuery}
        load={listCollegeStudents}
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
