import { Link } from 'wouter';
import { StudentDecisionHistory } from '@/features/audit/public';
import type { ScreenProps } from '@/ui/screen/screen-props';
import { FactList } from '@/ui/screen/fact-list';
import { ScreenHeader } from '@/ui/screen/screen-header';
import type { TpoStudent } from '@/lib/api/college-season-contract';
import { OUTCOME_LABELS } from '@/lib/report/figure-text';
import { collegeDate, collegeDateTime } from '@/lib/season/college-time';
import { applicationPlaceText } from '@/lib/season/application-place';
import { describeReason } from '@/lib/season/decision';
import { formatCgpa, formatPercent } from '@/lib/season/eligibility';
import { formatRupees } from '@/lib/season/money';
import { tierLabel } from '@/lib/season/tiers';
import { driveHref, paths } from '@/lib/routes';
import { useResource } from '@/lib/use-resource';
import { FigureNotes } from '@/ui/figure-notes';
import { ResourceState } from '@/ui/resource-state';
import { getSeasonStudent } from '../api/season-api';
import { EnrolmentSteps } from '../components/enrolment-steps';
import { OFFER_STATE_LABELS } from '../model/season-text';
import '../components/drives.css';

/** 'Placed: Deccan Infra Projects, CTC ₹4,50,000', or the outcome's name (the report's words). */
function outcomeText(outcome: TpoStudent['outcome']): string {
  const label = OUTCOME_LABELS[outcome.kind];
  if (outcome.kind === 'unknown') return `${label}: not placed, nothing confirmed yet`;
  if (outcome.kind !== 'placed' || outcome.ctc === undefined) return label;
  return `${label}: ${outcome.company ? `${outcome.company}, ` : ''}CTC ${formatRupees(outcome.ctc)}`;
}

/** /college/season/students/{roll}: one student's verified record, standing, applications and offers. */
export default function CollegeSeasonStudentPage({ params }: ScreenProps) {
  const roll = params.id ?? '';
  const student = useResource(`season-student:${roll}`, () => getSeasonStudent(roll));
  return (
    <div className="screen">
      <Link href={paths.collegeSeason} className="back-link">
        ← Placement season
      </Link>
      <ResourceState resource={student} label="student">
        {({ student: { record, standing, outcome, enrolmentHistory, applications, offers } }) => (
          <div className="screen-stack">
            <ScreenHeader title={record.name} intro={`${record.rollNumber} · ${record.email}`} />
            <section className="card" aria-labelledby="record-heading">
              <h2 id="record-heading">Academic record (verified by the placement cell)</h2>
              <FactList
                facts={[
                  ['Branch', record.branch],
                  ['Graduation year', String(record.graduationYear)],
                  ['CGPA', formatCgpa(record.cgpa)],
                  ['10th', formatPercent(record.tenthPercent)],
                  ['12th', record.twelfthPercent === undefined ? '—' : formatPercent(record.twelfthPercent)],
                  [
                    'Diploma',
                    record.diplomaPercent === undefined ? '—' : formatPercent(record.diplomaPercent),
                  ],
                  ['Backlogs (active / total)', `${record.activeBacklogs} / ${record.totalBacklogs}`],
                  ['Outcome (as the report counts it)', outcomeText(outcome)],
                ]}
              />
              <FigureNotes label="What the outcome counts" figures={['placed', 'ctc']} />
            </section>
            <EnrolmentSteps
              name={record.name}
              rollNumber={record.rollNumber}
              standing={standing}
              history={enrolmentHistory}
              applications={applications}
              onChanged={student.reload}
            />
            <StudentDecisionHistory
              key={`${record.rollNumber}:${enrolmentHistory.length}`}
              rollNumber={record.rollNumber}
            />
            <section className="card" aria-labelledby="applications-heading">
              <h2 id="applications-heading">Applications</h2>
              {applications.length ? (
                <ul className="row-list offer-list">
                  {applications.map((application) => (
                    <li key={application.id}>
                      <div>
                        <Link href={driveHref('college', application.drive.id)}>
                          {application.drive.companyName}: {application.drive.title}
                        </Link>{' '}
                        <span className="muted">
                          applied {collegeDate(application.appliedAt, application.drive.timeZone)}
                        </span>
                        {application.decision.reasons.length > 0 && (
                          <p className="muted">
                            When applying:{' '}
                            {application.decision.reasons
                              .map((reason) => describeReason(reason, application.drive.timeZone))
                              .join('; ')}
                          </p>
                        )}
                      </div>
                      <span className="badge offer-list__place">
                        {applicationPlaceText(application, application.drive.roundCount)}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="muted">No applications yet.</p>
              )}
            </section>
            <section className="card" aria-labelledby="offers-heading">
              <h2 id="offers-heading">Offers</h2>
              {offers.length ? (
                <ul className="row-list offer-list">
                  {offers.map((offer) => (
                    <li key={offer.id}>
                      <div>
                        <strong>
                          {offer.companyName}: {offer.title}
                        </strong>{' '}
                        <span className="muted">
                          {tierLabel(offer.tier)}, {formatRupees(offer.ctcTotal)}
                          {offer.state === 'issued' &&
                            ` · answer by ${collegeDateTime(offer.respondBy, offer.timeZone)}`}
                        </span>
                      </div>
                      <span className="badge">{OFFER_STATE_LABELS[offer.state]}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="muted">No offers yet.</p>
              )}
            </section>
          </div>
        )}
      </ResourceState>
    </div>
  );
}
