import type { OwnProfile } from '@/lib/api/profile-contract';
import { DEFAULT_COLLEGE_TIME_ZONE } from '@/lib/season/college-time';
import { CONTACT_KEPT_DAYS, sharingText } from '@/lib/season/contact-sharing';

/**
 * Who sees the student's e-mail, phone and resume today, as the server enforces it (mocks/season/privacy.ts):
 * every company when they are discoverable, else the companies of their applications, each until when.
 */
export function SharingCard({ profile }: { profile: OwnProfile }) {
  const shares = profile.sharedWith;
  // A candidate with no batch record applied to jobs only, which name no college: the portal's zone, India's.
  const zone = profile.record?.collegeTimeZone ?? DEFAULT_COLLEGE_TIME_ZONE;
  return (
    <section className="card sharing-card" aria-labelledby="sharing-heading">
      <h2 id="sharing-heading">Who can see your details</h2>
      <p>Every company on the portal can find your profile: your name, college and skills.</p>
      {profile.discoverable ? (
        <p>
          <strong>Every company</strong> can also see your e-mail, phone and resume, because you chose to show
          them (below).
        </p>
      ) : shares.length ? (
        <>
          <p>These companies can see your e-mail, phone and resume today, through your applications:</p>
          <ul className="sharing-card__list">
            {shares.map((share) => (
              <li key={`${share.kind}:${share.title}:${share.companyName}`}>
                <strong>{share.companyName}</strong>: {share.title} ({share.kind}),{' '}
                {sharingText(share.until, zone)}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>No company can see your e-mail, phone or resume today.</p>
      )}
      <p className="muted">
        A company you apply to sees them while your application is in progress, and for {CONTACT_KEPT_DAYS}{' '}
        days after you withdraw it or it ends without a selection. Your placement cell sees your academic
        record and your season.
      </p>
    </section>
  );
}
