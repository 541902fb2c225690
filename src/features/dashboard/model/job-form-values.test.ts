import { describe, expect, it } from 'vitest';
import type { CompanyJob } from '@/lib/api/portal-contract';
import {
  buildJobInput,
  emptyJobFormValues,
  JOB_FORM_MESSAGES,
  jobFormErrors,
  jobFormValuesOf,
  localToday,
  type JobFormValues,
} from './job-form-values';

const TODAY = '2026-03-10';

function values(overrides: Partial<JobFormValues> = {}): JobFormValues {
  return {
    role: 'pcb_designer',
    title: 'PCB Designer',
    description: 'Boards.',
    min_salary: '5',
    max_salary: '8',
    location: 'Pune',
    openings: '2',
    closing_date: '2026-04-01',
    ...overrides,
  };
}

describe('job form rules', () => {
  it('accepts a complete job', () => {
    expect(jobFormErrors(values(), TODAY)).toEqual({});
  });

  it('requires role, title, description, location, openings and closing date', () => {
    expect(Object.keys(jobFormErrors({ ...emptyJobFormValues(), openings: '' }, TODAY)).sort()).toEqual(
      ['closing_date', 'description', 'location', 'openings', 'role', 'title'].sort(),
    );
  });

  it('checks openings, the closing date and that the title is printable', () => {
    expect(jobFormErrors(values({ openings: '0' }), TODAY).openings).toBe(JOB_FORM_MESSAGES.openings);
    expect(jobFormErrors(values({ openings: '2.5' }), TODAY).openings).toBe(JOB_FORM_MESSAGES.openings);
    expect(jobFormErrors(values({ closing_date: '2026-03-09' }), TODAY).closing_date).toBe(
      JOB_FORM_MESSAGES.closingDatePast,
    );
    expect(jobFormErrors(values({ closing_date: TODAY }), TODAY).closing_date).toBeUndefined();
    expect(jobFormErrors(values({ title: 'PCB\tDesigner' }), TODAY).title).toBe(
      'Job title cannot contain tabs or other control characters',
    );
  });

  it.each(['C/C++ Firmware Engineer 2026', 'Node.js Developer (L2) – #Payments'])(
    'accepts the title %j as typed, and sends it so (issue 14)',
    (title) => {
      expect(jobFormErrors(values({ title }), TODAY).title).toBeUndefined();
      expect(buildJobInput(values({ title })).title).toBe(title);
    },
  );
});

describe('buildJobInput', () => {
  it('builds the contract body: numbers for salaries and openings, no empty salary', () => {
    expect(buildJobInput(values({ min_salary: '', title: '  PCB Designer ' }))).toEqual({
      role: 'pcb_designer',
      title: 'PCB Designer',
      description: 'Boards.',
      max_salary: 8,
      location: 'Pune',
      openings: 2,
      closing_date: '2026-04-01',
    });
  });

  it('refuses values the contract rejects (a maximum not above the minimum)', () => {
    expect(() => buildJobInput(values({ min_salary: '8', max_salary: '5' }))).toThrow(/contract/);
  });

  it('round-trips a posted job into the form', () => {
    const job = {
      ...buildJobInput(values()),
      id: 'job-1',
      companyId: 'acc-company',
      companyName: 'Voltline',
      status: 'open',
      postedAt: '2026-03-01T00:00:00.000Z',
      applicantCount: 0,
    } as CompanyJob;
    expect(jobFormValuesOf(job)).toEqual(values());
  });

  it('gives today as the local calendar day', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
