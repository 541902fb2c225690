import { describe, expect, it } from 'vitest';
import { SKILLS_MAX } from '@/lib/api/profile-contract';
import { MSG } from '@/lib/validation/messages';
import { buildProfileUpdate, profileFormErrors, skillsFromText, skillsProblem } from './profile-form-values';

describe('the profile form', () => {
  it('reads skills as a comma-separated list: blanks dropped, spaces tidied, repeats kept once', () => {
    expect(skillsFromText(' Embedded C,  PCB   design,, embedded c ,Verilog,')).toEqual([
      'Embedded C',
      'PCB design',
      'Verilog',
    ]);
    expect(skillsFromText('')).toEqual([]);
  });

  it('refuses more skills than the contract takes, and a skill too long, saying which', () => {
    const many = Array.from({ length: SKILLS_MAX + 1 }, (_, index) => `Skill ${index}`).join(',');
    expect(skillsProblem(many)).toBe(`List at most ${SKILLS_MAX} skills (you listed ${SKILLS_MAX + 1})`);
    expect(skillsProblem(`C, ${'x'.repeat(60)}`)).toMatch(/^Keep each skill under/);
    expect(skillsProblem('C, Verilog')).toBeUndefined();
  });

  it('checks the phone with the portal rule and sends only what the student may change', () => {
    expect(profileFormErrors({ phone: '98765', skills: 'C' })).toEqual({ phone: MSG.phoneDigits });
    expect(profileFormErrors({ phone: '9876543210', skills: 'C' })).toEqual({});
    expect(buildProfileUpdate({ phone: '9876543210', skills: 'C, Verilog', discoverable: true })).toEqual({
      phone: '9876543210',
      skills: ['C', 'Verilog'],
      discoverable: true,
    });
  });
});
