import { is, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { CompanyApplicationSchema } from '@/lib/api/registration-contract';
import { emptyCompanyForm, newJobPost } from './company-form-values';
import { buildCompanyApplication } from './company-payload';
import { filledCompanyForm, filledJobPost } from './company-test-values';

const SPEC_FIELDS = [
  'company_name',
  'company_address',
  'website',
  'employees',
  'contact_person',
  'designation',
  'email',
  'phone',
  'hr_name',
  'hr_designation',
  'hr_email',
  'hr_phone',
  'password',
  'acknowledge',
  'jobs',
];

describe('buildCompanyApplication', () => {
  it('maps the form to the spec payload, field names byte for byte, and passes the shared contract', () => {
    const form = filledCompanyForm();
    const payload = buildCompanyApplication(form);
    // Spec section 3, in its order.
    expect(Object.keys(payload)).toEqual(SPEC_FIELDS);
    // Every text field goes as typed; the confirmation and the verification bookkeeping stay behind.
    const { confirmPassword: _confirmation, verifiedEmails: _verified, jobs: _jobs, ...sent } = form;
    expect(payload).toMatchObject(sent);
    // A job loses its row id, and its salaries become numbers in LPA.
    const { id: _id, ...job } = filledJobPost();
    expect(payload.jobs).toEqual([{ ...job, min_salary: 4.5, max_salary: 8 }]);
    const [error] = validate(payload, CompanyApplicationSchema);
    expect(error).toBeUndefined();
  });

  it('never sends the confirmation, the verification bookkeeping or row ids', () => {
    const payload = buildCompanyApplication(filledCompanyForm());
    expect(payload).not.toHaveProperty('confirmPassword');
    expect(payload).not.toHaveProperty('verifiedEmails');
    expect(payload.jobs[0]).not.toHaveProperty('id');
  });

  it('omits untouched job posts and unset salaries; sends salaries as numbers in LPA', () => {
    const payload = buildCompanyApplication(
      filledCompanyForm({
        jobs: [
          newJobPost(),
          filledJobPost({ id: 'a', min_salary: '', max_salary: '' }),
          filledJobPost({ id: 'b', min_salary: '1.5', max_salary: '' }),
          { ...newJobPost(), description: '   ' },
        ],
      }),
    );
    expect(payload.jobs).toHaveLength(2);
    expect(payload.jobs[0]).not.toHaveProperty('min_salary');
    expect(payload.jobs[0]).not.toHaveProperty('max_salary');
    expect(payload.jobs[1]).toMatchObject({ min_salary: 1.5 });
    expect(payload.jobs[1]).not.toHaveProperty('max_salary');
    expect(is(payload, CompanyApplicationSchema)).toBe(true);
  });

  it('sends an empty job list when the only post is untouched', () => {
    const payload = buildCompanyApplication(filledCompanyForm({ jobs: [newJobPost()] }));
    expect(payload.jobs).toEqual([]);
    expect(is(payload, CompanyApplicationSchema)).toBe(true);
  });

  it('trims text but keeps the password exactly as typed', () => {
    const payload = buildCompanyApplication(
      filledCompanyForm({
        company_name: '  Acme  ',
        email: ' asha@acme.example.com ',
        password: ' Strong@2026 ',
        jobs: [filledJobPost({ title: ' Firmware Engineer ' })],
      }),
    );
    expect(payload.company_name).toBe('Acme');
    expect(payload.email).toBe('asha@acme.example.com');
    expect(payload.password).toBe(' Strong@2026 ');
    expect(payload.jobs[0]?.title).toBe('Firmware Engineer');
  });

  it('an empty form does not pass the contract (the submit checks must run first)', () => {
    expect(is(buildCompanyApplication(emptyCompanyForm()), CompanyApplicationSchema)).toBe(false);
  });
});
