import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hostileText,
  padded,
  runs,
  strongPassword,
  validAndMixed,
  validEmail,
  validOrgName,
  validPhone,
  verifiedAddress,
  type Mix,
} from '../../../../../tests/support/arbitraries';
import {
  assertForAccepted,
  expectSendableBody,
  fitsMaxLengths,
  type LimitedText,
  keysDeep,
  NEVER_SENT,
} from '../../../../../tests/support/payload-checks';
import { CompanyApplicationSchema } from '@/lib/api/registration-contract';
import { TEXT_MAX_LENGTH as MAX } from '@/lib/constants';
import {
  DESIGNATIONS,
  EMPLOYEE_RANGES,
  JOB_ROLES,
  maxSalaryChoices,
  MIN_SALARY_LPA,
} from '@/lib/options/company';
import { isValidEmail, validateEmail } from '@/lib/validation/rules';
import { readNameCharacters } from '@/lib/validation/form-rules';
import { isEmptyJobPost, type CompanyFormValues, type JobPostValues } from './company-form-values';
import { buildCompanyApplication } from './company-payload';
import { COMPANY_FIELD_RULES, validateCompanyRecord } from './company-rules';
import { firstFailedCheck } from '../../shared/submit-checks';
import { COMPANY_SUBMIT_CHECKS } from './company-submit-checks';

const RUNS = runs(600);
/** What a name field keeps of what was typed (the note it shows is the field's business). */
const stripDisallowedNameCharacters = (raw: string) => readNameCharacters('Name')(raw).value;

/** A job post row as the card produces it: the title loses disallowed characters while typing. */
const jobPost = (mix: Mix): fc.Arbitrary<JobPostValues> =>
  fc
    .record({
      id: fc.uuid(),
      role: mix(fc.constantFrom(...JOB_ROLES), fc.constantFrom('', ...JOB_ROLES)),
      title: mix(validOrgName, hostileText).map(stripDisallowedNameCharacters),
      description: hostileText,
      // The minimum select offers MIN_SALARY_LPA; the maximum only values above the chosen minimum.
      min_salary: fc.constantFrom('', ...MIN_SALARY_LPA.map(String)),
    })
    .chain((job) =>
      fc
        .constantFrom('', ...maxSalaryChoices(job.min_salary).map(String))
        .map((max_salary) => ({ ...job, max_salary })),
    );
const untouchedPost = fc.uuid().map((id) => ({
  id,
  role: '',
  title: '',
  description: '',
  min_salary: '',
  max_salary: '',
}));

const companyForm = (mix: Mix): fc.Arbitrary<CompanyFormValues> =>
  fc
    .record({
      company_name: mix(validOrgName, hostileText).map(stripDisallowedNameCharacters),
      company_address: hostileText,
      website: mix(padded(fc.webUrl()), hostileText),
      employees: mix(fc.constantFrom(...EMPLOYEE_RANGES), fc.constant('')),
      contact_person: mix(validOrgName, hostileText).map(stripDisallowedNameCharacters),
      designation: mix(fc.constantFrom(...DESIGNATIONS), fc.constant('')),
      email: mix(validEmail, hostileText),
      phone: mix(validPhone, hostileText),
      hr_name: mix(validOrgName, hostileText).map(stripDisallowedNameCharacters),
      hr_designation: mix(fc.constantFrom(...DESIGNATIONS), fc.constant('')),
      hr_email: mix(validEmail, hostileText),
      hr_phone: mix(validPhone, hostileText),
      password: mix(strongPassword, hostileText),
      confirmPassword: hostileText,
      sameConfirmation: mix(fc.constant(true), fc.constant(false)),
      acknowledge: mix(fc.constant(true), fc.constant(false)),
      jobs: fc.array(fc.oneof(jobPost(mix), untouchedPost), { maxLength: 3 }),
    })
    .chain(({ sameConfirmation, ...values }) =>
      fc
        .tuple(
          verifiedAddress(values.email, isValidEmail(values.email), mix),
          verifiedAddress(values.hr_email, isValidEmail(values.hr_email), mix),
        )
        .map(([email, hrEmail]) => ({
          ...values,
          confirmPassword: sameConfirmation ? values.password : values.confirmPassword,
          verifiedEmails: { email, hr_email: hrEmail },
        })),
    );
const formValues = validAndMixed(companyForm);

/** The texts of the form that carry a maximum length, each with it. */
const limitedTexts = (values: CompanyFormValues): LimitedText[] => [
  [values.company_name, MAX.organisationName],
  [values.website, MAX.url],
  [values.company_address, MAX.address],
  [values.contact_person, MAX.personName],
  [values.hr_name, MAX.personName],
  [values.email, MAX.email],
  [values.hr_email, MAX.email],
  [values.password, MAX.password],
  [values.confirmPassword, MAX.password],
  ...values.jobs.flatMap((job): LimitedText[] => [
    [job.title, MAX.title],
    [job.description, MAX.description],
  ]),
];

/** Blocking field rules, the record rules (job posts, acknowledgement) and the submit checks all pass. */
function formAccepts(values: CompanyFormValues): boolean {
  const fieldErrors = [
    ...Object.entries(COMPANY_FIELD_RULES).map(([name, rule]) =>
      rule(values[name as keyof typeof COMPANY_FIELD_RULES]),
    ),
    validateEmail(values.email),
    validateEmail(values.hr_email),
  ];
  return (
    fitsMaxLengths(limitedTexts(values)) &&
    fieldErrors.every((error) => !error) &&
    Object.keys(validateCompanyRecord(values)).length === 0 &&
    firstFailedCheck(COMPANY_SUBMIT_CHECKS, values) === undefined
  );
}

describe('company application payload (property)', () => {
  it('whatever the form accepts is built into a body the shared contract accepts, with the documented mapping', () => {
    assertForAccepted(
      formValues,
      (values) => formAccepts(values),
      (values) => {
        const payload = buildCompanyApplication(values);
        expectSendableBody(payload, CompanyApplicationSchema);
        expect(payload).toEqual({
          company_name: values.company_name.trim(),
          company_address: values.company_address.trim(),
          website: values.website.trim(),
          employees: values.employees,
          contact_person: values.contact_person.trim(),
          designation: values.designation,
          email: values.email.trim(),
          phone: values.phone,
          hr_name: values.hr_name.trim(),
          hr_designation: values.hr_designation,
          hr_email: values.hr_email.trim(),
          hr_phone: values.hr_phone,
          password: values.password,
          acknowledge: true,
          // Untouched posts are left out; salaries are numbers in LPA, absent when not chosen.
          jobs: values.jobs
            .filter((job) => !isEmptyJobPost(job))
            .map((job) => ({
              role: job.role,
              title: job.title.trim(),
              description: job.description.trim(),
              ...(job.min_salary ? { min_salary: Number(job.min_salary) } : {}),
              ...(job.max_salary ? { max_salary: Number(job.max_salary) } : {}),
            })),
        });
      },
      RUNS,
    );
  });

  it('never throws, whatever the values, and never sends the confirmation or verification bookkeeping', () => {
    fc.assert(
      fc.property(formValues, (values) => {
        const keys = keysDeep(buildCompanyApplication(values));
        expect(keys.filter((key) => NEVER_SENT.includes(key))).toEqual([]);
      }),
      RUNS,
    );
  });
});
