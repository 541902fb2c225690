import type { Job } from '@/lib/api/jobs-contract';
import { labelFromValue, salaryLabel } from '@/lib/options/company';
import { countText } from '@/lib/count-text';

/** '6 LPA – 10 LPA', 'From 6 LPA', 'Up to 10 LPA', or that it was not given. */
export function salaryRangeText(job: Pick<Job, 'min_salary' | 'max_salary'>): string {
  const { min_salary: min, max_salary: max } = job;
  if (min !== undefined && max !== undefined) return `${salaryLabel(min)} – ${salaryLabel(max)}`;
  if (min !== undefined) return `From ${salaryLabel(min)}`;
  if (max !== undefined) return `Up to ${salaryLabel(max)}`;
  return 'Salary not disclosed';
}

export const roleLabel = labelFromValue;

const DATE_FORMAT = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '5 Mar 2026' from an ISO date or timestamp. */
export function dateText(iso: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_FORMAT.format(date);
}

export function locationText(job: Pick<Job, 'location'>): string {
  return job.location || 'Location not stated';
}

export function openingsText(openings: number): string {
  return countText(openings, 'opening');
}
