import { DraftGate } from '@/offline/drafts/draft-gate';
import { Icon } from '@/ui/icon';
import { candidateFormId } from '../candidate/model/candidate-registration';
import { CandidateForm } from '../candidate/components/candidate-form';
import { RegisterChoices } from '../candidate/components/register-choices';
import { CANDIDATE_PROFILES, parseCandidateType } from '../candidate/model/candidate-types';
import { RegistrationHeader } from '../shared/registration-header';
import '../shared/registration.css';

/** /register/{type}: long (student-college) and short (student) values show the same form. */
export default function CandidateRegistrationPage({ routeType }: { routeType: string }) {
  const type = parseCandidateType(routeType);
  if (!type) {
    return (
      <div className="page registration">
        <RegistrationHeader title="Register" description="Choose the registration that fits you." />
        <RegisterChoices />
      </div>
    );
  }
  const profile = CANDIDATE_PROFILES[type];
  return (
    <div className="page registration">
      <RegistrationHeader
        title={profile.title}
        description={profile.description}
        icon={<Icon name={profile.icon} size={28} />}
      />
      {/* A new type starts a new, empty form. */}
      <DraftGate key={type} formId={candidateFormId(type)}>
        {(restored) => <CandidateForm type={type} routeType={routeType} restored={restored} />}
      </DraftGate>
    </div>
  );
}
