import { DraftGate } from '@/offline/drafts/draft-gate';
import { Icon } from '@/ui/icon';
import { collegeRegistration } from '../college/model/college-registration';
import { CollegeForm } from '../college/components/college-form';
import { COLLEGE_TEXT } from '../college/model/college-wording';
import { RegistrationHeader } from '../shared/registration-header';
import '../shared/registration.css';

export default function CollegeRegistrationPage() {
  return (
    <div className="page registration">
      <RegistrationHeader
        title={COLLEGE_TEXT.title}
        subtitle={COLLEGE_TEXT.subtitle}
        description="Register your institution. To be filled in by the placement officer (TPO) with the department contacts."
        icon={<Icon name="building" size={28} />}
      />
      <DraftGate formId={collegeRegistration.formId}>
        {(restored) => <CollegeForm restored={restored} />}
      </DraftGate>
    </div>
  );
}
