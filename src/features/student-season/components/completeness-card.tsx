import { Link } from 'wouter';
import type { OwnProfile } from '@/lib/api/profile-contract';
import { PROFILE_ITEM_LABELS } from '@/lib/season/profile-completeness';
import { paths } from '@/lib/routes';

/** How complete the profile is in what recruiters and the drives' rules use, and what is missing. */
export function CompletenessCard({ completeness }: { completeness: OwnProfile['completeness'] }) {
  const { percent, missing } = completeness;
  return (
    <section className="card completeness" aria-labelledby="completeness-heading">
      <h2 id="completeness-heading">Profile completeness</h2>
      <label htmlFor="season-profile-completeness">Profile {percent}% complete</label>
      <progress id="season-profile-completeness" max={100} value={percent}>
        {percent}%
      </progress>
      {missing.length > 0 ? (
        <>
          <p className="muted">Missing:</p>
          <ul>
            {missing.map((item) => (
              <li key={item}>
                {PROFILE_ITEM_LABELS[item]}
                {item === 'resume' && (
                  <>
                    {' '}
                    (<Link href={paths.studentResume}>upload one</Link>)
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="muted">Everything recruiters and the drives&apos; rules look at is there.</p>
      )}
    </section>
  );
}
