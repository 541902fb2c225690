import { describe, expect, it } from 'vitest';
import { emptyCompanyForm, isEmptyJobPost, newJobPost } from './company-form-values';

describe('company form values', () => {
  it('start with one empty job post and nothing verified', () => {
    const values = emptyCompanyForm();
    expect(values.jobs).toHaveLength(1);
    expect(isEmptyJobPost(values.jobs[0]!)).toBe(true);
    expect(values.acknowledge).toBe(false);
    expect(values.verifiedEmails).toEqual({});
  });

  it('give every job post its own stable id', () => {
    const ids = new Set(Array.from({ length: 20 }, () => newJobPost().id));
    expect(ids.size).toBe(20);
  });

  it('treat a post as empty only when every field is blank', () => {
    expect(isEmptyJobPost({ ...newJobPost(), title: '  ' })).toBe(true);
    expect(isEmptyJobPost({ ...newJobPost(), max_salary: '10' })).toBe(false);
    expect(isEmptyJobPost({ ...newJobPost(), description: 'x' })).toBe(false);
  });
});
