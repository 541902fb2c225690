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
  it("counts a student's verified academic record, which every drive's rules read", () => {
    expect(profileCompleteness(profile(), true)).toEqual({ percent: 100, missing: [] });
    // A college and branch the student typed at registration do not stand in for the placement cell's record.
    expect(profileCompleteness(profile(), false)).toEqual({
      percent: 75,
      missing: ['Academic record verified by the placement cell'],
    });
  });

  it('names what is missing, including a resume and enough skills', () => {
    const result = profileCompleteness(profile({ resume: undefined, skills: ['C', ' '] }), true);
    expect(result).toEqual({ percent: 50, missing: ['At least 3 skills', 'Resume'] });
  });

  it('asks freshers and professionals for their own background beside phone, skills and resume', () => {
    const professional = profileCompleteness(
      profile({ type: 'working-professional', college: undefined, currentCompany: 'Orbit Robotics' }),
    );
    expect(professional.missing).toEqual(['Current role', 'Experience']);
    expect(professional.percent).toBe(67);
    const fresher = profileCompleteness(profile({ type: 'jobseeker-fresher', degree: 'Diploma', phone: '' }));
    expect(fresher.missing).toEqual(['Phone number', 'Pass-out year']);
  });
});
