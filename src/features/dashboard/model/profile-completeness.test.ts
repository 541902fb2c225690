import { describe, expect, it } from 'vitest';
import type { CandidateProfile } from '@/lib/api/portal-contract';
import { profileCompleteness } from './profile-completeness';

function profile(overrides: Partial<CandidateProfile> = {}): CandidateProfile {
  return {
    id: 'acc-1',
    type: 'student-college',
    name: 'Asha Menon',
    email: 'asha@example.com',
    phone: '9876543210',
    registeredAt: '2026-01-01T00:00:00.000Z',
    college: 'R V COLLEGE OF ENGINEERING',
    branch: 'ECE',
    year: '3rd Year',
    skills: ['Embedded C', 'PCB design', 'Verilog'],
    hasResume: true,
    resume: { name: 'asha.pdf', size: 1000, uploadedAt: '2026-01-01T00:00:00.000Z', uploaded: true },
    ...overrides,
  };
}

describe('profileCompleteness', () => {
  it('is 100% when every item for the type is there', () => {
    expect(profileCompleteness(profile())).toEqual({ percent: 100, missing: [] });
  });

  it('names what is missing, including a resume and enough skills', () => {
    const result = profileCompleteness(profile({ resume: undefined, skills: ['C'] }));
    expect(result.missing).toEqual(['At least 3 skills', 'Resume']);
    expect(result.percent).toBe(71);
  });

  it('asks each type for its own details', () => {
    const professional = profileCompleteness(
      profile({ type: 'working-professional', college: undefined, currentCompany: 'Orbit Robotics' }),
    );
    expect(professional.missing).toEqual(['Current role', 'Experience']);
    const fresher = profileCompleteness(profile({ type: 'jobseeker-fresher', degree: 'Diploma' }));
    expect(fresher.missing).toEqual(['Pass-out year']);
  });
});
