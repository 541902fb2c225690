import { useDocumentTitle } from '@/lib/use-document-title';

export default function CollegeRegistrationPage() {
  useDocumentTitle('Institution Registration');
  return (
    <div className="page">
      <h1>Institution Registration</h1>
      <p className="muted">Institution Onboarding - Portal</p>
    </div>
  );
}
