import fc from 'fast-check';
import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  ASCII_LETTERS,
  hostileText,
  runs,
  strongPassword,
  stringOf,
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
} from '../../../../../tests/support/payload-checks';
import { type CandidateRegistration, CandidateRegistrationSchema } from '@/lib/api/registration-contract';
import { toRequestBody } from '@/lib/api/request-body';
import {
  CANDIDATE_BRANCHES,
  DEGREES,
  EXPERIENCE_RANGES,
  FRESHER_PASSOUT_YEARS,
  YEARS_OF_STUDY,
} from '@/lib/options/candidate';
import { TEXT_MAX_LENGTH as MAX } from '@/lib/constants';
import { CANDIDATE_TYPES, type CandidateType } from '@/lib/user-types';
import { readCandidateName } from '@/lib/validation/form-rules';
import { readPhoneInput } from '@/lib/validation/phone-input';
import { isValidEmail, validateEmail } from '@/lib/validation/rules';
import { buildCandidateRegistration, TYPE_FIELDS } from './candidate-payload';
import { candidateSubmitWarning } from './candidate-submit-checks';
import type { CandidateFormValues } from './candidate-values';

const RUNS = runs(500);
const BASIC_FIELDS = ['type', 'name', 'email', 'phone', 'password', 'resume'];

const filled = hostileText.filter((text) => text.trim() !== '');
/** Free text the type needs (skills, current company...): usually filled, sometimes blank. */
const needed = (mix: Mix) => mix(filled, fc.constantFrom('', '   '));
const choice = <T extends string>(mix: Mix, options: readonly T[]) =>
  mix<T | ''>(fc.constantFrom(...options), fc.constant(''));
// Not empty, and no ':' in the name: happy-dom's multipart parser (the test environment, not a browser) drops
// empty files and reads a file whose name holds a colon as a text field.
const resume = fc
  .tuple(
    hostileText,
    fc.constantFrom('.pdf', '.doc', '.docx', '.PDF'),
    fc.string({ minLength: 1, maxLength: 50 }),
  )
  .map(
    ([base, extension, content]) =>
      new File([content], `${base.replaceAll(':', '')}${extension}`, { type: 'application/pdf' }),
  );

/** A password input's value never holds a line break: the browser strips them (HTML's value sanitization). */
const asPasswordInputKeepsIt = (text: string) => text.replace(/[\r\n]/g, '');

/** Values as the fields leave them: the name and phone are read while typing, a resume is checked when picked. */
const candidateForm = (mix: Mix) =>
  fc
    .record({
      type: fc.constantFrom(...CANDIDATE_TYPES),
      name: mix(stringOf(`${ASCII_LETTERS} `, { minLength: 1, maxLength: 30 }), hostileText).map(
        (raw) => readCandidateName(raw).value,
      ),
      email: mix(validEmail, hostileText),
      phone: mix(validPhone, hostileText).map((raw) => readPhoneInput(raw).value),
      password: mix(strongPassword, hostileText).map(asPasswordInputKeepsIt),
      confirmPassword: hostileText.map(asPasswordInputKeepsIt),
      sameConfirmation: mix(fc.constant(true), fc.constant(false)),
      college: mix(validOrgName, hostileText),
      year: choice(mix, YEARS_OF_STUDY),
      joiningyear: choice(mix, FRESHER_PASSOUT_YEARS),
      branch: choice(mix, CANDIDATE_BRANCHES),
      otherBranch: needed(mix),
      skills: needed(mix),
      degree: choice(mix, DEGREES),
      currentCompany: needed(mix),
      currentRole: needed(mix),
      experience: choice(mix, EXPERIENCE_RANGES),
      resume: mix(resume, fc.constant(undefined)),
    })
    .chain(({ sameConfirmation, type, ...values }) =>
      verifiedAddress(values.email, isValidEmail(values.email), mix).map((verified) => ({
        type,
        values: {
          ...values,
          confirmPassword: sameConfirmation ? values.password : values.confirmPassword,
          verifiedEmails: { email: verified },
        } satisfies CandidateFormValues,
      })),
    );
const typeAndValues = validAndMixed(candidateForm);

/** The maximum lengths the form's inputs carry (the field kit makes each a blocking rule; issue 14). */
const MAX_LENGTH_OF: Partial<Record<keyof CandidateFormValues, number>> = {
  name: MAX.personName,
  email: MAX.email,
  password: MAX.password,
  confirmPassword: MAX.password,
  college: MAX.organisationName,
  otherBranch: MAX.shortText,
  skills: MAX.skills,
  currentCompany: MAX.organisationName,
  currentRole: MAX.title,
};

/** The text fields the form shows for the type: the basic ones, the type's own, the branch's own text for Others. */
function shownFields(type: CandidateType, values: CandidateFormValues): (keyof CandidateFormValues)[] {
  const own = TYPE_FIELDS[type].flatMap((field) =>
    field === 'branch' && values.branch === 'Others' ? (['otherBranch'] as const) : [field],
  );
  return ['name', 'email', 'password', 'confirmPassword', ...own];
}

const withinLengths = (type: CandidateType, values: CandidateFormValues) =>
  fitsMaxLengths(
    shownFields(type, values).flatMap((field) => {
      const max = MAX_LENGTH_OF[field];
      const value = values[field];
      return max !== undefined && typeof value === 'string' ? [[value, max] as LimitedText] : [];
    }),
  );

function formAccepts(type: CandidateType, values: CandidateFormValues): boolean {
  return (
    withinLengths(type, values) &&
    validateEmail(values.email) === undefined &&
    candidateSubmitWarning(type, values) === undefined
  );
}

function expectedTypeField(field: (typeof TYPE_FIELDS)[CandidateType][number], values: CandidateFormValues) {
  if (field !== 'branch') return values[field]?.trim();
  if (values.branch === 'IOT') return 'IT';
  return values.branch === 'Others' ? values.otherBranch?.trim() : values.branch;
}

/** The multipart body as the mock server reads it: serialized by a Request and parsed back. */
async function overTheWire(body: Partial<CandidateRegistration>): Promise<Record<string, unknown>> {
  const request = new Request('http://portal.test/api/register', {
    method: 'POST',
    body: toRequestBody('multipart', body) as FormData,
  });
  return Object.fromEntries((await request.formData()).entries());
}

describe('candidate registration payload (property)', () => {
  it('whatever the form accepts is built into a body the shared contract accepts, with the documented mapping', () => {
    assertForAccepted(
      typeAndValues,
      ({ type, values }) => formAccepts(type, values),
      ({ type, values }) => {
        const body = buildCandidateRegistration(type, values);
        // Multipart, not JSON: the resume is a file.
        expectSendableBody(body, CandidateRegistrationSchema, { json: false });
        const expected: Record<string, unknown> = {
          type,
          name: values.name.trim(),
          email: values.email.trim(),
          phone: values.phone,
          password: values.password,
          ...Object.fromEntries(TYPE_FIELDS[type].map((field) => [field, expectedTypeField(field, values)])),
          ...(values.resume ? { resume: values.resume } : {}),
        };
        expect(body).toEqual(expected);
        // Only the type's own fields; nothing empty is sent (spec section 3).
        expect(Object.keys(body).every((key) => [...BASIC_FIELDS, ...TYPE_FIELDS[type]].includes(key))).toBe(
          true,
        );
        expect(Object.values(body)).not.toContain('');
      },
      RUNS,
    );
  });

  it('the multipart body the server parses still passes the contract and carries the same values', async () => {
    await fc.assert(
      fc.asyncProperty(typeAndValues, async ({ type, values }) => {
        // Only what the form would send; fast-check draws again (and fails if it rarely can) instead of passing.
        fc.pre(formAccepts(type, values));
        const body = buildCandidateRegistration(type, values);
        const received = await overTheWire(body);
        const [error] = validate(received, CandidateRegistrationSchema);
        expect(error?.message).toBeUndefined();
        const lines = (text: unknown) => String(text).replace(/\r\n|\r/g, '\n');
        expect(Object.keys(received).sort()).toEqual(Object.keys(body).sort());
        for (const [key, value] of Object.entries(body)) {
          // Multipart encoding may rewrite line breaks (CRLF); nothing else about a value changes.
          if (value instanceof Blob) expect((received[key] as Blob).size).toBe(value.size);
          else expect(lines(received[key])).toBe(lines(value));
        }
      }),
      runs(150),
    );
  });
});
