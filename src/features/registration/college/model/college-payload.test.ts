import { is, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { CollegeApplicationSchema } from '@/lib/api/registration-contract';
import { createCollegeFormValues, type CollegeFormValues } from './college-form-values';
import { buildCollegeApplication } from './college-payload';

function filledValues(overrides: Partial<CollegeFormValues> = {}): CollegeFormValues {
  const blank = createCollegeFormValues();
  return {
    ...blank,
    college_name: '  Vellore Institute of Technology ',
    collegePick: { id: 'vit', name: 'VELLORE INSTITUTE OF TECHNOLOGY', city: 'VELLORE', address: 'VELLORE' },
    university: 'Deemed University',
    website: 'https://vit.ac.in ',
    student_strength: ' 1200',
    college_address: 'Katpadi Road, Vellore',
    primary_contacts: [
      {
        id: 'row-1',
        name: ' Asha Menon ',
        designation: 'HOD',
        department: 'CSE',
        email: 'asha@vit.ac.in ',
        phone: '9876543210',
      },
      { id: 'row-2', name: 'Ravi Kumar', email: 'ravi@vit.ac.in', phone: '9123456780' },
    ],
    tpo_name: 'Dr. S. Iyer',
    tpo_email: 'tpo@vit.ac.in',
    tpo_phone: '9000000001',
    password: 'Str0ng!Pass',
    confirmPassword: 'Str0ng!Pass',
    branches: {
      ...blank.branches,
      cse: { offered: true, sections: '6' },
      mech: { offered: true, sections: '2' },
      others: { offered: false, sections: '3' },
    },
    acknowledge: true,
    verifiedEmails: { tpo_email: 'TPO@vit.ac.in' },
    ...overrides,
  };
}

describe('buildCollegeApplication', () => {
  it('builds the spec payload with exactly its field names, and it satisfies the shared contract', () => {
    const payload = buildCollegeApplication(filledValues());
    expect(payload).toEqual({
      college_name: 'Vellore Institute of Technology',
      university: 'Deemed University',
      website: 'https://vit.ac.in',
      student_strength: 1200,
      college_address: 'Katpadi Road, Vellore',
      tpo_name: 'Dr. S. Iyer',
      tpo_email: 'tpo@vit.ac.in',
      tpo_phone: '9000000001',
      password: 'Str0ng!Pass',
      acknowledge: true,
      primary_contacts: [
        {
          name: 'Asha Menon',
          designation: 'HOD',
          department: 'CSE',
          email: 'asha@vit.ac.in',
          phone: '9876543210',
        },
        { name: 'Ravi Kumar', designation: '', department: '', email: 'ravi@vit.ac.in', phone: '9123456780' },
      ],
      programs: [
        { branch: 'cse', sections: 6 },
        { branch: 'mech', sections: 2 },
      ],
      email_verified: true,
    });
    expect(validate(payload, CollegeApplicationSchema)[0]).toBeUndefined();
  });

  it('never sends the confirmation password, row ids, the picked suggestion or verification bookkeeping', () => {
    const payload = buildCollegeApplication(filledValues()) as unknown as Record<string, unknown>;
    for (const key of ['confirmPassword', 'collegePick', 'verifiedEmails', 'branches']) {
      expect(payload).not.toHaveProperty(key);
    }
    expect(JSON.stringify(payload)).not.toContain('row-1');
  });

  it('sends an empty programs list when no branch is checked, and empty optional texts', () => {
    const blank = createCollegeFormValues();
    const payload = buildCollegeApplication(
      filledValues({ branches: blank.branches, website: undefined, university: undefined }),
    );
    expect(payload.programs).toEqual([]);
    expect(payload.website).toBe('');
    expect(payload.university).toBe('');
    expect(is(payload, CollegeApplicationSchema)).toBe(true);
  });

  it('refuses to build without the acknowledgement or a verified TPO e-mail', () => {
    expect(() => buildCollegeApplication(filledValues({ acknowledge: false }))).toThrow(/acknowledgement/);
    expect(() => buildCollegeApplication(filledValues({ tpo_email: 'other@vit.ac.in' }))).toThrow(/verified/);
  });
});
