import { Link } from 'wouter';
import type { CandidateProfile } from '@/lib/api/portal-contract';
import { paths } from '@/lib/routes';
import { candidateBackground, candidateTypeLabel } from '../model/candidate-text';
import { profileCompleteness } from '../model/profile-completeness';

/** Who recruiters see: the profile in brief and how complete it is, with what is missing. */
export function ProfileSummary({
  profile,
  resumeLabel,
  hasVerifiedRecord = false,
}: {
  profile: CandidateProfile;
  resumeLabel: string;
  hasVerifiedRecord?: boolean;
}) {
  const { percent, missing } = profileCompleteness(profile, hasVerifiedRecord);
  return (
    <section className="card profile-summary" aria-labelledby="profile-heading">
      <h2 id="profile-heading">Your profile</h2>
      <p className="profile-summary__name">
        {profile.name} <span className="badge">{candidateTypeLabel(profile)}</span>
      </p>
      <p>{candidateBackground(profile) || 'Add your details so recruiters can find you.'}</p>
      {profile.skills.length > 0 && (
        <ul className="skill-list" aria-label="Skills">
          {profile.skills.map((skill) => (
            <li key={skill}>{skill}</li>
          ))}
        </ul>
      )}
      <div className="completeness">
        <label htmlFor="profile-completeness">Profile {percent}% complete</label>
        <progress id="profile-completeness" max={100} value={percent}>
          {percent}%
        </progress>
        {missing.length > 0 ? (
          <p className="muted">
            Missing: {missing.join(', ')}.{' '}
            {missing.includes('Resume') && (
              <Link href={paths.studentResume}>Upload your {resumeLabel.toLowerCase()}</Link>
            )}{' '}
            {profile.type === 'student-college' && <Link href={paths.studentProfile}>Edit your profile</Link>}
          </p>
        ) : (
          <p className="muted">Everything recruiters look for is there.</p>
        )}
      </div>
    </section>
  );
}
