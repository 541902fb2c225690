import { DraftGate } from '@/offline/drafts/draft-gate';
import { Icon } from '@/ui/icon';
import { companyRegistration } from '../company/model/company-registration';
import { CompanyRegistrationForm } from '../company/components/company-registration-form';
import { RegistrationHeader } from '../shared/registration-header';
import '../shared/registration.css';
import '../company/components/company-form.css';

export default function CompanyRegistrationPage() {
  return (
    <div className="page registration company-registration">
      <RegistrationHeader
        title="Industry Connect"
        subtitle="Corporate Partnership & Onboarding Portal"
        description="Register your company with a technical lead and an HR contact, and share your job openings."
        icon={<Icon name="building" size={28} />}
      />
      <DraftGate formId={companyRegistration.formId}>
        {(restored) => <CompanyRegistrationForm restored={restored} />}
      </DraftGate>
    </div>
  );
}
