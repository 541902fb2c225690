import { NewPasswordFields } from '@/ui/form/new-password-fields';
import { PhoneField } from '@/ui/form/phone-field';
import { FormSection } from '../../shared/form-section';
import { SECTION_TITLES } from '../model/candidate-types';
import { CandidateEmailField } from './candidate-email-field';
import { CandidateNameField } from './candidate-name-field';

interface BasicDetailsSectionProps {
  number: number;
  /** An address the server refused as already registered. */
  takenEmail: string | undefined;
}

export function BasicDetailsSection({ number, takenEmail }: BasicDetailsSectionProps) {
  return (
    <FormSection number={number} title={SECTION_TITLES.basic}>
      <div className="form-grid">
        <CandidateNameField />
        <PhoneField name="phone" label="Phone number" />
        <div className="form-grid__wide">
          <CandidateEmailField takenEmail={takenEmail} />
        </div>
        <NewPasswordFields />
      </div>
    </FormSection>
  );
}
