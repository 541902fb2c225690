import type { CandidateProfile } from '@/lib/api/portal-contract';
import {
  profileCompleteness as seasonProfileCompleteness,
  PROFILE_ITEM_LABELS,
  SKILLS_WANTED,
} from '@/lib/season/profile-completeness';
import type { CandidateType } from '@/lib/user-types';

interface Item {
  label: string;
  done: (profile: CandidateProfile) => boolean;
}

const has = (value: string | undefined) => Boolean(value?.trim());

/**
 * What recruiters use for a candidate outside a placement season: a way to reach them, skills to search by, a
 * resume, and the type's own background (a fresher's degree, a professional's role). A student at a college is
 * counted by the season's rule instead (src/lib/season/profile-completeness.ts), which the server uses too.
 */
const COMMON: Item[] = [
  { label: PROFILE_ITEM_LABELS.phone, done: (p) => has(p.phone) },
  { label: PROFILE_ITEM_LABELS.skills, done: (p) => p.skills.filter(has).length >= SKILLS_WANTED },
  { label: PROFILE_ITEM_LABELS.resume, done: (p) => Boolean(p.resume) },
];

const BY_TYPE: Record<Exclude<CandidateType, 'student-college'>, Item[]> = {
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

/**
 * How complete a candidate's profile is in what recruiters and the eligibility rules use, and what is missing.
 * `hasVerifiedRecord`: whether the placement cell holds the student's academic record (their own profile says).
 */
export function profileCompleteness(profile: CandidateProfile, hasVerifiedRecord = false): Completeness {
  if (profile.type === 'student-college') {
    const { percent, missing } = seasonProfileCompleteness({
      hasRecord: hasVerifiedRecord,
      phone: profile.phone ?? '',
      skills: profile.skills,
      hasResume: Boolean(profile.resume),
    });
    return { percent, missing: missing.map((item) => PROFILE_ITEM_LABELS[item]) };
  }
  const items = [...COMMON, ...BY_TYPE[profile.type]];
  const missing = items.filter((item) => !item.done(profile)).map((item) => item.label);
  return { percent: Math.round(((items.length - missing.length) / items.length) * 100), missing };
}
