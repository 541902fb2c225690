import type { CollegeApplication } from '@/lib/api/registration-contract';
import { PROGRAM_BRANCHES } from '@/lib/options/college';
import { isEmailVerified } from '@/features/verification/public';
import { TPO_EMAIL_FIELD, type CollegeFormValues } from './college-form-values';
import { pickedCollegeId } from './college-pick';

const text = (value: string | undefined) => (value ?? '').trim();

/**
 * The POST /college/submit body (spec section 3) from the form values. Call it only once the submit checks pass:
 * the contract demands an acknowledged form and a verified TPO e-mail, so anything else is a programming error.
 * The confirmation password, row ids and the verification bookkeeping are never sent; of the picked suggestion
 * only its id goes (`college_id`, a proposed extension), while the name is still the picked one.
 */
export function buildCollegeApplication(values: CollegeFormValues): CollegeApplication {
  if (!values.acknowledge) throw new Error('The privacy acknowledgement is missing.');
  if (!isEmailVerified({ ...values }, TPO_EMAIL_FIELD)) throw new Error('The TPO e-mail is not verified.');
  const collegeId = pickedCollegeId(values);
  return {
    college_name: text(values.college_name),
    university: text(values.university),
    website: text(values.website),
    student_strength: Number(text(values.student_strength)),
    college_address: text(values.college_address),
    tpo_name: text(values.tpo_name),
    tpo_email: text(values.tpo_email),
    tpo_phone: values.tpo_phone ?? '',
    password: values.password ?? '',
    acknowledge: true,
    primary_contacts: values.primary_contacts.map((contact) => ({
      name: text(contact.name),
      designation: text(contact.designation),
      department: contact.department ?? '',
      email: text(contact.email),
      phone: contact.phone ?? '',
    })),
    programs: PROGRAM_BRANCHES.filter(({ value }) => values.branches[value]?.offered).map(({ value }) => ({
      branch: value,
      sections: Number(values.branches[value]?.sections),
    })),
    email_verified: true,
    ...(collegeId ? { college_id: collegeId } : {}),
  };
}
