import { useSnapshot } from 'valtio';
import { authState } from '@/features/auth/public';
import { JobList } from '@/features/jobs/public';
import { OfferWaitingCard, PlacedCard } from '@/features/student-season/public';
import { paths, studentJobHref } from '@/lib/routes';
import { useResource } from '@/lib/use-resource';
import { ButtonLink } from '@/ui/button';
import { ResourceState } from '@/ui/resource-state';
import { getMyApplications, getMyProfile, getRecommendedJobs, getSeasonProfile } from '../api/candidate-api';
import { MyApplicationsList } from '../components/my-applications';
import { ProfileSummary } from '../components/profile-summary';
import { ScreenHeader } from '@/ui/screen/screen-header';
import { useResumeLabel } from '../model/use-resume-label';
import '../components/dashboard.css';

/**
 * /student/dashboard: an offer waiting for an answer and, once placed, that they are (a student in a placement
 * season), the profile and its completeness, jobs that fit, and the candidate's applications.
 */
export default function CandidateOverviewPage() {
  const auth = useSnapshot(authState);
  const resumeLabel = useResumeLabel();
  const profile = useResource('my-profile', () => getMyProfile());
  // Only a student at a college has a placement cell's record; the completeness counts it.
  const inSeason = auth.userType === 'student-college';
  const seasonProfile = useResource(`season-profile:${inSeason}`, () =>
    inSeason ? getSeasonProfile() : Promise.resolve(undefined),
  );
  const recommended = useResource('recommended-jobs', () => getRecommendedJobs());
  const applications = useResource('my-applications', () => getMyApplications());
  return (
    <div className="screen">
      <ScreenHeader title="Overview" intro={`Welcome back, ${auth.user?.name ?? ''}.`} />
      {inSeason && <OfferWaitingCard />}
      {inSeason && <PlacedCard />}
      <div className="overview-grid">
        <ResourceState resource={profile} label="your profile">
          {(data) => (
            <ProfileSummary
              profile={data.profile}
              resumeLabel={resumeLabel}
              verifiedRecord={
                inSeason && seasonProfile.loading ? 'pending' : seasonProfile.data?.profile.record
              }
            />
          )}
        </ResourceState>
        <section className="card" aria-labelledby="applications-heading">
          <h2 id="applications-heading">My applications</h2>
          <ResourceState
            resource={applications}
            label="your applications"
            isEmpty={(data) => data.applications.length === 0}
            empty={<p>You have not applied for any job yet.</p>}
          >
            {(data) => <MyApplicationsList applications={data.applications} />}
          </ResourceState>
        </section>
      </div>
      <section aria-labelledby="recommended-heading" className="screen__section">
        <div className="section-head">
          <h2 id="recommended-heading">Recommended jobs</h2>
          <ButtonLink href={paths.studentJobPulse} variant="secondary" size="small">
            All jobs on Job Pulse
          </ButtonLink>
        </div>
        <ResourceState
          resource={recommended}
          label="recommended jobs"
          isEmpty={(data) => data.jobs.length === 0}
          empty={<p>No new jobs to recommend right now. Check Job Pulse for every opening.</p>}
        >
          {(data) => <JobList jobs={data.jobs} hrefFor={studentJobHref} />}
        </ResourceState>
      </section>
    </div>
  );
}
