import { Link } from 'wouter';
import type { CandidateProfile } from '@/lib/api/portal-contract';
import type { OwnProfile } from '@/lib/api/profile-contract';
import { paths } from '@/lib/routes';
import { Skeleton } from '@/ui/skeleton';
import { candidateBackground, candidateTypeLabel } from '../model/candidate-text';
import { profileCompleteness } from '../model/profile-completeness';
import '@/ui/styles/lists.css';

type VerifiedRecord = Pick<NonNullable<OwnProfile['record']>, 'branch' | 'graduationYear' | 'collegeName'>;

/**
 * Where the candidate studies: for a student in a graduating batch, the placement cell's verified record (its
 * branch and year are what every drive's rules read), not what they typed when registering.
 */
function Background({ profile, record }: { profile: CandidateProfile; record: VerifiedRecord | undefined }) {
  if (record)
    return (
      <>
        <p>
          {record.branch} · graduating {record.graduationYear} · {record.collegeName}
        </p>
        <p className="muted">
          <span className="badge">Verified</span> by your placement cell
        </p>
      </>
    );
  return <p>{candidateBackground(profile) || 'Add your details so recruiters can find you.'}</p>;
}

/**
 * Who recruiters see: the profile in brief and how complete it is, with what is missing. `verifiedRecord`: the
 * placement cell's record, or 'pending' while it is being looked up (nothing is shown in its place meanwhile).
 */
export function ProfileSummary({
  profile,
  resumeLabel,
  verifiedRecord,
}: {
  profile: CandidateProfile;
  resumeLabel: string;
  verifiedRecord?: VerifiedRecord | 'pending';
}) {
  const record = verifiedRecord === 'pending' ? undefined : verifiedRecord;
  const { percent, missing } = profileCompleteness(profile, Boolean(record));
  return (
    <section className="card profile-summary" aria-labelledby="profile-heading">
      <h2 id="profile-heading">Your profile</h2>
      <p className="profile-summary__name">
        {profile.name} <span className="badge">{candidateTypeLabel(profile)}</span>
      </p>
      {verifiedRecord === 'pending' ? (
        <Skeleton width="70%" height={16} />
      ) : (
        <Background profile={profile} record={record} />
      )}
      {profile.skills.length > 0 && (
        <ul className="tag-list skill-list" aria-label="Skills">
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
