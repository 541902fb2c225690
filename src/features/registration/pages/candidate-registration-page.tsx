import { parseUserType } from '@/lib/user-types';
import { useDocumentTitle } from '@/lib/use-document-title';

const HEADINGS: Record<string, string> = {
  'student-college': 'Student Registration',
  'jobseeker-fresher': 'JobSeeker - Fresher Registration',
  'working-professional': 'Working Professional Registration',
};

/** Candidate registration; the form itself lands with the registration-forms issue. */
export default function CandidateRegistrationPage({ routeType }: { routeType: string }) {
  const type = parseUserType(routeType);
  const heading = (type && HEADINGS[type]) ?? 'Register';
  useDocumentTitle(heading);
  return (
    <div className="page">
      <h1>{heading}</h1>
    </div>
  );
}
