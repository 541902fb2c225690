import { Link } from 'wouter';
import { dateText } from '@/features/jobs/model/job-format';
import type { CandidateProfile } from '@/lib/api/portal-contract';
import { paths } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResource } from '@/lib/use-resource';
import { ResourceState } from '@/ui/resource-state';
import { downloadCandidateResume, getCandidate } from '../api/company-api';
import { DownloadButton } from '../components/download-button';
import { candidateTypeLabel, fileSizeText } from '../model/candidate-text';
import type { ScreenProps } from '../model/screen';
import '../components/dashboard.css';

type Fact = [label: string, value: string | undefined];

function factsOf(profile: CandidateProfile): Fact[] {
  const facts: Fact[] = [
    ['Candidate type', candidateTypeLabel(profile)],
    ['Email', profile.email],
    ['Phone', profile.phone],
    ['College', profile.college],
    ['Branch', profile.branch],
    ['Year of study', profile.year],
    ['Degree', profile.degree],
    [profile.type === 'student-college' ? 'Joining year' : 'Pass-out year', profile.joiningyear],
    ['Current company', profile.currentCompany],
    ['Current role', profile.currentRole],
    ['Experience', profile.experience && `${profile.experience} years`],
    ['Registered', dateText(profile.registeredAt)],
  ];
  return facts.filter(([, value]) => Boolean(value));
}

/** /company/students/{id}: a candidate's profile; contact details and resume when the candidate shares them. */
export default function CompanyStudentPage({ params }: ScreenProps) {
  const id = params.id ?? '';
  const candidate = useResource(`candidate:${id}`, () => getCandidate(id));
  useDocumentTitle(candidate.data?.profile.name ?? 'Candidate');
  return (
    <div className="screen">
      <Link href={paths.companyStudents} className="back-link">
        ← Students
      </Link>
      <ResourceState resource={candidate} label="candidate profile">
        {({ profile }) => (
          <article className="card profile" aria-labelledby="candidate-name">
            <h1 id="candidate-name">{profile.name}</h1>
            <dl className="facts">
              {factsOf(profile).map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <h2>Skills</h2>
            {profile.skills.length ? (
              <ul className="skill-list">
                {profile.skills.map((skill) => (
                  <li key={skill}>{skill}</li>
                ))}
              </ul>
            ) : (
              <p className="muted">No skills listed.</p>
            )}
            <h2>Resume</h2>
            {profile.contactHidden ? (
              <p className="muted">
                {profile.name} shares contact details and resume only with companies they applied to, or when
                they choose to be discoverable.
              </p>
            ) : profile.resume ? (
              <div className="resume-row">
                <p>
                  {profile.resume.name} ({fileSizeText(profile.resume.size)}), updated{' '}
                  {dateText(profile.resume.uploadedAt)}
                </p>
                <DownloadButton
                  label="Download resume"
                  size="normal"
                  download={() => downloadCandidateResume(profile.id, profile.resume?.name ?? 'resume.pdf')}
                />
              </div>
            ) : (
              <p className="muted">{profile.name} has not uploaded a resume.</p>
            )}
          </article>
        )}
      </ResourceState>
    </div>
  );
}
