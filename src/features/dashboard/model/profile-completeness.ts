import type { CandidateProfile } from '@/lib/api/portal-contract';
import type { CandidateType } from '@/lib/user-types';

interface Item {
  label: string;
  done: (profile: CandidateProfile) => boolean;
}

const has = (value: string | undefined) => Boolean(value?.trim());
/** Recruiters search by skills; three give them something to go on. */
const SKILLS_FOR_COMPLETE_PROFILE = 3;

const COMMON: Item[] = [
  { label: 'Name', done: (p) => has(p.name) },
  { label: 'Phone number', done: (p) => has(p.phone) },
  {
    label: `At least ${SKILLS_FOR_COMPLETE_PROFILE} skills`,
    done: (p) => p.skills.length >= SKILLS_FOR_COMPLETE_PROFILE,
  },
  { label: 'Resume', done: (p) => Boolean(p.resume) },
];

const BY_TYPE: Record<CandidateType, Item[]> = {
  'student-college': [
    { label: 'College', done: (p) => has(p.college) },
    { label: 'Branch', done: (p) => has(p.branch) },
    { label: 'Year of study', done: (p) => has(p.year) },
  ],
  'jobseeker-fresher': [
    { label: 'Degree', done: (p) => has(p.degree) },
    { label: 'Branch', done: (p) => has(p.branch) },
    { label: 'Pass-out year', done: (p) => has(p.joiningyear) },
  ],
  'working-professional': [
    { label: 'Current company', done: (p) => has(p.currentCompany) },
    { label: 'Current role', done: (p) => has(p.currentRole) },
    { label: 'Experience', done: (p) => has(p.experience) },
  ],
};

export interface Completeness {
  percent: number;
  missing: string[];
}

/** How complete a candidate's profile is for recruiters, and what is missing. */
export function profileCompleteness(profile: CandidateProfile): Completeness {
  const items = [...COMMON, ...BY_TYPE[profile.type]];
  const missing = items.filter((item) => !item.done(profile)).map((item) => item.label);
  return { percent: Math.round(((items.length - missing.length) / items.length) * 100), missing };
}
