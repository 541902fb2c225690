import { TEXT_MAX_LENGTH } from '@/lib/constants';
import { EmailVerificationField } from '@/features/verification/public';
import { NewPasswordFields } from '@/ui/form/new-password-fields';
import { PhoneField } from '@/ui/form/phone-field';
import { TextField } from '@/ui/form/text-field';
import { FormSection } from '../../shared/form-section';
import { validateTpoName } from '../model/college-field-rules';
import { TPO_EMAIL_FIELD } from '../model/college-form-values';

/** The placement officer owns the account: they sign in with this e-mail and password. */
export function TpoSection() {
  return (
    <FormSection
      number={3}
      title="T.P.O (Placement Officer) Contact"
      description="The placement officer signs in with this email and password after registration."
    >
      <div className="form-grid">
        <TextField
          name="tpo_name"
          label="TPO name"
          autoComplete="name"
          required
          validate={validateTpoName}
          maxLength={TEXT_MAX_LENGTH.personName}
        />
        <PhoneField name="tpo_phone" label="TPO phone number" />
        <div className="form-grid__wide">
          <EmailVerificationField name={TPO_EMAIL_FIELD} label="Official email" variant="college" required />
        </div>
        <NewPasswordFields />
      </div>
    </FormSection>
  );
}
