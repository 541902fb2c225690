import { Link } from 'wouter';
import { dateText } from '@/lib/text/job-format';
import type { CandidateProfile } from '@/lib/api/portal-contract';
import { paths } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResource } from '@/lib/use-resource';
import { ResourceState } from '@/ui/resource-state';
import { downloadCandidateResume, getCandidate } from '../api/company-api';
import { DownloadButton } from '../components/download-button';
import { fileSizeText } from '@/lib/text/file-size';
import { candidateTypeLabel } from '../model/candidate-text';
import type { ScreenProps } from '@/ui/screen/screen-props';
import { FactList } from '@/ui/screen/fact-list';
// The screen's layout, which a screen headed by ScreenHeader gets from it.
import '@/ui/screen/screen.css';
import '@/ui/styles/lists.css';
import '../components/dashboard.css';

type ProfileFact = [label: string, value: string | undefined];

/** Why a company sees no e-mail, phone or resume (issue 17: the server answers them only after an application). */
const CONTACT_WITHHELD =
  'Contact details are shared when the candidate applies or chooses to be discoverable.';

function factsOf(profile: CandidateProfile): ProfileFact[] {
  const facts: ProfileFact[] = [
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

/**
 * /company/students/{id}: a candidate's profile; contact details and resume only when the candidate applied to
 * one of the company's jobs or drives, or chose to be discoverable (the server leaves them out otherwise).
 */
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
            <FactList facts={factsOf(profile)} />
            <h2>Skills</h2>
            {profile.skills.length ? (
              <ul className="tag-list skill-list">
                {profile.skills.map((skill) => (
                  <li key={skill}>{skill}</li>
                ))}
              </ul>
            ) : (
              <p className="muted">No skills listed.</p>
            )}
            <h2>Resume</h2>
            {profile.contactHidden ? (
              <p className="alert alert--info">{CONTACT_WITHHELD}</p>
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
