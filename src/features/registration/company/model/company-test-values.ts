import type { CompanyFormValues, JobPostValues } from './company-form-values';

/** Test factory: a completely filled, valid company form, with overrides. */
export function filledCompanyForm(overrides: Partial<CompanyFormValues> = {}): CompanyFormValues {
  return {
    company_name: 'Acme Devices (India) Pvt. Ltd.',
    company_address: '12 MG Road, Bengaluru',
    website: 'https://www.acme.example.com',
    employees: '26-50',
    contact_person: 'Asha Menon',
    designation: 'cto',
    email: 'asha@acme.example.com',
    phone: '9876543210',
    hr_name: "Ravi D'Souza",
    hr_designation: 'manager',
    hr_email: 'ravi@acme.example.com',
    hr_phone: '9123456780',
    password: 'Strong@2026',
    confirmPassword: 'Strong@2026',
    acknowledge: true,
    jobs: [filledJobPost()],
    verifiedEmails: { email: 'asha@acme.example.com', hr_email: 'ravi@acme.example.com' },
    ...overrides,
  };
}

export function filledJobPost(overrides: Partial<JobPostValues> = {}): JobPostValues {
  return {
    id: 'job-1',
    role: 'firmware_developer',
    title: 'Firmware Engineer',
    description: 'Bare-metal C on ARM Cortex-M.',
    min_salary: '4.5',
    max_salary: '8',
    ...overrides,
  };
}
