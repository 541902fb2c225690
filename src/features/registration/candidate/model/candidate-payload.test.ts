import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { CandidateRegistrationSchema } from '@/lib/api/registration-contract';
import { toRequestBody } from '@/lib/api/request-body';
import { buildCandidateRegistration, missingTypeFields } from './candidate-payload';
import type { CandidateFormValues } from './candidate-values';

const resume = new File(['%PDF-1.4 test'], 'resume.pdf', { type: 'application/pdf' });

function values(overrides: Partial<CandidateFormValues> = {}): CandidateFormValues {
  return {
    name: 'Asha  Menon ',
    email: ' asha@example.com ',
    phone: '9876543210',
    password: 'Strong@123',
    confirmPassword: 'Strong@123',
    verifiedEmails: { email: 'asha@example.com' },
    college: 'R V COLLEGE OF ENGINEERING, BANGALORE URBAN',
    collegeChoice: { source: 'suggestion', id: 'r-v-college-of-engineering-bangalore-urban' },
    year: '3rd Year',
    joiningyear: '2023',
    branch: 'CSE',
    skills: 'Python, PCB design',
    degree: "Bachelor's Degree",
    currentCompany: 'Voltline',
    currentRole: 'Firmware Engineer',
    experience: '2-3',
    ...overrides,
  };
}

describe('buildCandidateRegistration', () => {
  it('students: basic details, the long type, college (with the picked id), year, joining year, branch, skills', () => {
    const body = buildCandidateRegistration('student-college', values());
    expect(body).toEqual({
      type: 'student-college',
      name: 'Asha  Menon',
      email: 'asha@example.com',
      phone: '9876543210',
      password: 'Strong@123',
      college: 'R V COLLEGE OF ENGINEERING, BANGALORE URBAN',
      college_id: 'r-v-college-of-engineering-bangalore-urban',
      year: '3rd Year',
      joiningyear: '2023',
      branch: 'CSE',
      skills: 'Python, PCB design',
    });
    expect(is(body, CandidateRegistrationSchema)).toBe(true);
  });

  it('a college typed by hand (or picked, then typed over) sends no id', () => {
    expect(
      buildCandidateRegistration('student-college', values({ collegeChoice: { source: 'manual' } })),
    ).not.toHaveProperty('college_id');
    expect(
      buildCandidateRegistration('student-college', values({ collegeChoice: undefined })),
    ).not.toHaveProperty('college_id');
  });

  it('freshers: degree, pass-out year as joiningyear, branch, skills and the resume', () => {
    const body = buildCandidateRegistration('jobseeker-fresher', values({ resume }));
    expect(Object.keys(body).sort()).toEqual(
      [
        'branch',
        'degree',
        'email',
        'joiningyear',
        'name',
        'password',
        'phone',
        'resume',
        'skills',
        'type',
      ].sort(),
    );
    expect(body.degree).toBe("Bachelor's Degree");
    expect(body.resume).toBe(resume);
    expect(is(body, CandidateRegistrationSchema)).toBe(true);
  });

  it('professionals: current company, current role, experience and skills', () => {
    const body = buildCandidateRegistration('working-professional', values({ resume }));
    expect(body).toMatchObject({
      type: 'working-professional',
      currentCompany: 'Voltline',
      currentRole: 'Firmware Engineer',
      experience: '2-3',
      skills: 'Python, PCB design',
    });
    for (const key of ['college', 'year', 'joiningyear', 'branch', 'degree'])
      expect(body).not.toHaveProperty(key);
    expect(is(body, CandidateRegistrationSchema)).toBe(true);
  });

  it('never sends the confirmation, the verification record or the college choice', () => {
    const body = buildCandidateRegistration('student-college', values());
    for (const key of ['confirmPassword', 'verifiedEmails', 'collegeChoice', 'otherBranch']) {
      expect(body).not.toHaveProperty(key);
    }
  });

  it('sends IOT as IT and Others as the typed branch', () => {
    expect(buildCandidateRegistration('student-college', values({ branch: 'IOT' })).branch).toBe('IT');
    expect(
      buildCandidateRegistration(
        'jobseeker-fresher',
        values({ branch: 'Others', otherBranch: ' Mechatronics ' }),
      ).branch,
    ).toBe('Mechatronics');
  });

  it('omits empty fields, including Others without text', () => {
    const body = buildCandidateRegistration(
      'student-college',
      values({ skills: '  ', year: '', branch: 'Others', otherBranch: '', phone: '' }),
    );
    expect(body).not.toHaveProperty('skills');
    expect(body).not.toHaveProperty('year');
    expect(body).not.toHaveProperty('branch');
    expect(body).not.toHaveProperty('phone');
    expect(body).not.toHaveProperty('resume');
    expect(missingTypeFields('student-college', body)).toEqual(['year', 'branch', 'skills']);
  });
});

describe('the multipart body', () => {
  it('puts every field in the multipart body and keeps the file name', () => {
    const form = toRequestBody(
      'multipart',
      buildCandidateRegistration('jobseeker-fresher', values({ resume })),
    ) as FormData;
    expect(form.get('type')).toBe('jobseeker-fresher');
    expect(form.get('joiningyear')).toBe('2023');
    expect(form.get('confirmPassword')).toBeNull();
    const file = form.get('resume');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('resume.pdf');
  });
});
