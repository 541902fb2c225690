import { useId } from 'react';
import { EmailVerificationField } from '@/features/verification/public';
import { TEXT_MAX_LENGTH } from '@/lib/constants';
import { DESIGNATION_OPTIONS } from '@/lib/options/company';
import { PhoneField } from '@/ui/form/phone-field';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import {
  COMPANY_CHARACTER_READERS,
  COMPANY_FIELD_RULES,
  COMPANY_LABELS,
  NAME_CHARACTERS_HINT,
} from '../model/company-rules';

/** The technical lead's and the HR contact's fields share one layout; only the field names differ. */
const CONTACTS = {
  technical: {
    heading: 'Technical Lead',
    name: 'contact_person',
    designation: 'designation',
    email: 'email',
    phone: 'phone',
  },
  hr: {
    heading: 'HR Contact Information',
    name: 'hr_name',
    designation: 'hr_designation',
    email: 'hr_email',
    phone: 'hr_phone',
  },
} as const;

export function ContactFields({ contact }: { contact: keyof typeof CONTACTS }) {
  const fields = CONTACTS[contact];
  const headingId = useId();
  return (
    <div className="company-contact" role="group" aria-labelledby={headingId}>
      <h3 id={headingId}>{fields.heading}</h3>
      <div className="form-grid">
        <TextField
          name={fields.name}
          label={COMPANY_LABELS[fields.name]}
          required
          validate={COMPANY_FIELD_RULES[fields.name]}
          sanitize={COMPANY_CHARACTER_READERS[fields.name]}
          maxLength={TEXT_MAX_LENGTH.personName}
          hint={NAME_CHARACTERS_HINT}
        />
        <SelectField
          name={fields.designation}
          label={COMPANY_LABELS[fields.designation]}
          options={DESIGNATION_OPTIONS}
          placeholder="Select a designation"
        />
        <EmailVerificationField
          name={fields.email}
          label={COMPANY_LABELS[fields.email]}
          variant="company"
          required
        />
        <PhoneField name={fields.phone} label={COMPANY_LABELS[fields.phone]} />
      </div>
    </div>
  );
}
