import { EmailVerificationField } from '@/features/verification/public';
import { NewPasswordFields } from '@/ui/form/new-password-fields';
import { PhoneField } from '@/ui/form/phone-field';
import { FormSection } from '../../shared/form-section';
import { SECTION_TITLES } from '../model/candidate-types';
import { CandidateNameField } from './candidate-name-field';

/** Name, phone, the e-mail with its verification, and the password. */
export function BasicDetailsSection({ number }: { number: number }) {
  return (
    <FormSection number={number} title={SECTION_TITLES.basic}>
      <div className="form-grid">
        <CandidateNameField />
        <PhoneField name="phone" label="Phone number" />
        <div className="form-grid__wide">
          {/* A refusal of this address at submit ('Email already registered') shows here until it is edited. */}
          <EmailVerificationField name="email" label="Email" variant="candidate" required />
        </div>
        <NewPasswordFields />
      </div>
    </FormSection>
  );
}
