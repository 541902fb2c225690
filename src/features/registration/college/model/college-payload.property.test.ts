import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hostileText,
  type Mix,
  padded,
  runs,
  strongPassword,
  validEmail,
  validAndMixed,
  validOrgName,
  validPhone,
  verifiedAddress,
} from '../../../../../tests/support/arbitraries';
import {
  assertForAccepted,
  expectSendableBody,
  fitsMaxLengths,
  type LimitedText,
} from '../../../../../tests/support/payload-checks';
import { CollegeApplicationSchema } from '@/lib/api/registration-contract';
import { DEPARTMENTS, PROGRAM_BRANCHES, type ProgramBranch } from '@/lib/options/college';
import { TEXT_MAX_LENGTH as MAX } from '@/lib/constants';
import { validateOptionalUrl, validateStudentStrength } from '@/lib/validation/form-rules';
import { isValidEmail, validateEmail } from '@/lib/validation/rules';
import {
  validateCollegeName,
  validateContactEmail,
  validateContactName,
  validateSectionCount,
  validateTpoName,
} from './college-field-rules';
import type { BranchChoice, CollegeFormValues, PrimaryContactRow } from './college-form-values';
import { buildCollegeApplication } from './college-payload';
import { COLLEGE_SUBMIT_CHECKS } from './college-submit-checks';

const RUNS = runs(600);
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
const freeText = maybe(hostileText);

const contactRow = (mix: Mix): fc.Arbitrary<PrimaryContactRow> =>
  fc.record({
    id: fc.uuid(),
    name: mix(validOrgName, freeText),
    designation: freeText,
    department: maybe(fc.constantFrom(...DEPARTMENTS, '' as const)),
    email: mix(validEmail, freeText),
    phone: mix(validPhone, freeText),
  });

const branchChoice: fc.Arbitrary<BranchChoice> = fc.record({
  offered: fc.boolean(),
  // The section select offers 1 to 20; '' until one is chosen.
  sections: fc.constantFrom('', ...Array.from({ length: 20 }, (_, i) => String(i + 1))),
});

const collegeForm = (mix: Mix): fc.Arbitrary<CollegeFormValues> =>
  fc
    .record({
      college_name: mix(validOrgName, hostileText),
      collegePick: maybe(fc.record({ id: fc.string(), name: hostileText, city: hostileText })),
      university: freeText,
      website: mix(fc.oneof(fc.constant(''), padded(fc.webUrl())), hostileText),
      student_strength: mix(padded(fc.integer({ min: 1, max: 100_000 }).map(String)), hostileText),
      college_address: freeText,
      primary_contacts: fc.array(contactRow(mix), { minLength: 1, maxLength: 3 }),
      tpo_name: mix(validOrgName, hostileText),
      tpo_email: mix(validEmail, hostileText),
      tpo_phone: mix(validPhone, hostileText),
      password: mix(strongPassword, hostileText),
      confirmPassword: freeText,
      branches: fc.record(
        Object.fromEntries(PROGRAM_BRANCHES.map(({ value }) => [value, branchChoice])) as Record<
          ProgramBranch,
          fc.Arbitrary<BranchChoice>
        >,
      ),
      acknowledge: mix(fc.constant(true), fc.constant(false)),
      sameConfirmation: mix(fc.constant(true), fc.constant(false)),
    })
    .chain(({ sameConfirmation, ...values }) =>
      verifiedAddress(values.tpo_email, isValidEmail(values.tpo_email), mix).map(
        (tpoVerified): CollegeFormValues => ({
          ...values,
          confirmPassword: sameConfirmation ? values.password : values.confirmPassword,
          verifiedEmails: { tpo_email: tpoVerified },
        }),
      ),
    );
const formValues = validAndMixed(collegeForm);

/** The texts of the form that carry a maximum length, each with it. */
const limitedTexts = (values: CollegeFormValues): LimitedText[] => [
  [values.university, MAX.organisationName],
  [values.website, MAX.url],
  [values.college_address, MAX.address],
  [values.tpo_name, MAX.personName],
  [values.tpo_email, MAX.email],
  [values.password, MAX.password],
  [values.confirmPassword, MAX.password],
  ...values.primary_contacts.flatMap((row): LimitedText[] => [
    [row.name, MAX.personName],
    [row.designation, MAX.title],
    [row.email, MAX.email],
  ]),
];

/** The form lets values through when no blocking field rule fails and every submit check passes (spec section 5). */
function formAccepts(values: CollegeFormValues): boolean {
  const offered = PROGRAM_BRANCHES.filter(({ value }) => values.branches[value].offered);
  const fieldErrors = [
    validateCollegeName(values.college_name),
    validateOptionalUrl(values.website),
    validateStudentStrength(values.student_strength),
    validateTpoName(values.tpo_name),
    validateEmail(values.tpo_email),
    ...values.primary_contacts.flatMap((row) => [
      validateContactName(row.name),
      validateContactEmail(row.email),
    ]),
    ...offered.map(({ value }) => validateSectionCount(values.branches[value].sections)),
  ];
  return (
    fitsMaxLengths(limitedTexts(values)) &&
    [...fieldErrors, ...COLLEGE_SUBMIT_CHECKS.map((check) => check.warning(values))].every((error) => !error)
  );
}

const trimmed = (value: string | undefined) => (value ?? '').trim();

describe('college application payload (property)', () => {
  it('whatever the form accepts is built into a body the shared contract accepts, with the documented mapping', () => {
    assertForAccepted(
      formValues,
      (values) => formAccepts(values),
      (values) => {
        const payload = buildCollegeApplication(values);
        expectSendableBody(payload, CollegeApplicationSchema);
        expect(payload).toMatchObject({
          college_name: trimmed(values.college_name),
          university: trimmed(values.university),
          website: trimmed(values.website),
          student_strength: Number(trimmed(values.student_strength)),
          college_address: trimmed(values.college_address),
          tpo_name: trimmed(values.tpo_name),
          tpo_email: trimmed(values.tpo_email),
          tpo_phone: values.tpo_phone,
          password: values.password,
          acknowledge: true,
          email_verified: true,
        });
        expect(payload.primary_contacts).toEqual(
          values.primary_contacts.map((row) => ({
            name: trimmed(row.name),
            designation: trimmed(row.designation),
            department: row.department ?? '',
            email: trimmed(row.email),
            phone: row.phone,
          })),
        );
        expect(payload.programs).toEqual(
          PROGRAM_BRANCHES.filter(({ value }) => values.branches[value].offered).map(({ value }) => ({
            branch: value,
            sections: Number(values.branches[value].sections),
          })),
        );
      },
      RUNS,
    );
  });

  it('refuses only a form that is not acknowledged or whose TPO e-mail is not verified, and says which', () => {
    fc.assert(
      fc.property(formValues, (values) => {
        const verified =
          trimmed(values.tpo_email) !== '' &&
          trimmed(values.verifiedEmails?.tpo_email).toLowerCase() === trimmed(values.tpo_email).toLowerCase();
        if (!values.acknowledge) {
          expect(() => buildCollegeApplication(values)).toThrow('The privacy acknowledgement is missing.');
        } else if (!verified) {
          expect(() => buildCollegeApplication(values)).toThrow('The TPO e-mail is not verified.');
        } else {
          expect(() => buildCollegeApplication(values)).not.toThrow();
        }
      }),
      RUNS,
    );
  });
});
