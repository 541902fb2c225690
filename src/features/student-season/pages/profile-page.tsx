import { Link } from 'wouter';
import { ScreenHeader } from '@/ui/screen/screen-header';
import { paths } from '@/lib/routes';
import { useResource } from '@/lib/use-resource';
import { ResourceState } from '@/ui/resource-state';
import { getOwnProfile } from '../api/season-api';
import { CompletenessCard } from '../components/completeness-card';
import { ProfileForm } from '../components/profile-form';
import { SharingCard } from '../components/sharing-card';
import { VerifiedRecord } from '../components/verified-record';
import '../components/season.css';

/** /student/profile: the verified academic record (read-only), and what the student edits themselves. */
export default function ProfilePage() {
  const profile = useResource('student-own-profile', () => getOwnProfile(), { keepPrevious: true });
  return (
    <div className="screen">
      <ScreenHeader
        title="My profile"
        intro="What recruiters see, and what the drives' eligibility rules read."
      />
      <ResourceState resource={profile} label="your profile">
        {({ profile: data }) => (
          <div className="overview-grid">
            <div className="profile-column">
              <CompletenessCard completeness={data.completeness} />
              <section className="card" aria-labelledby="record-heading">
                <h2 id="record-heading">Academic record</h2>
                {data.record ? (
                  <VerifiedRecord record={data.record} />
                ) : (
                  <p>
                    Your placement cell has no academic record for {data.email} yet. Drives need one: ask the
                    placement cell to add you to the batch with this e-mail address.
                  </p>
                )}
              </section>
            </div>
            <div className="profile-column">
              <SharingCard profile={data} />
              <section className="card" aria-labelledby="edit-heading">
                <h2 id="edit-heading">Contact, skills and privacy</h2>
                <ProfileForm key={JSON.stringify(data)} profile={data} onSaved={profile.reload} />
              </section>
              <section className="card" aria-labelledby="resume-heading">
                <h2 id="resume-heading">Resume</h2>
                <p>
                  {data.resume ? (
                    <>
                      Current file: <strong>{data.resume.name}</strong>.{' '}
                    </>
                  ) : (
                    'You have not uploaded a resume yet. '
                  )}
                  <Link href={paths.studentResume}>
                    {data.resume ? 'Replace it' : 'Upload one'} on the Resume page
                  </Link>
                  .
                </p>
              </section>
            </div>
          </div>
        )}
      </ResourceState>
    </div>
  );
}
