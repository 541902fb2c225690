import { describe, expect, it } from 'vitest';
import { profileCompleteness } from './profile-completeness';

describe('profile completeness', () => {
  it('counts record, phone, skills and resume, a quarter each', () => {
    const full = { hasRecord: true, phone: '9876543210', skills: ['C', 'RTOS', 'PCB'], hasResume: true };
    expect(profileCompleteness(full)).toEqual({ percent: 100, missing: [] });
    expect(profileCompleteness({ ...full, hasResume: false, phone: ' ' })).toEqual({
      percent: 50,
      missing: ['phone', 'resume'],
    });
  });

  it('needs three skills, not blanks', () => {
    const facts = { hasRecord: false, phone: '', skills: ['C', ' ', 'PCB'], hasResume: false };
    expect(profileCompleteness(facts)).toEqual({
      percent: 0,
      missing: ['record', 'phone', 'skills', 'resume'],
    });
  });
});
