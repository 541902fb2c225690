import { useDocumentTitle } from '@/lib/use-document-title';

export default function CompanyRegistrationPage() {
  useDocumentTitle('Industry Connect');
  return (
    <div className="page">
      <h1>Industry Connect</h1>
      <p className="muted">Corporate Partnership &amp; Onboarding Portal</p>
    </div>
  );
}
