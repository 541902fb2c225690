/**
 * How complete a candidate's profile is, counting only what recruiters and the eligibility rules use: a verified
 * academic record (without it no drive is open to a student), a phone number, skills and a resume.
 */
export const PROFILE_ITEMS = ['record', 'phone', 'skills', 'resume'] as const;
export type ProfileItem = (typeof PROFILE_ITEMS)[number];

/** Skills a recruiter needs to see before a profile counts as having them. */
export const SKILLS_WANTED = 3;

export interface ProfileFacts {
  hasRecord: boolean;
  phone: string;
  skills: readonly string[];
  hasResume: boolean;
}

export function profileCompleteness(facts: ProfileFacts): { percent: number; missing: ProfileItem[] } {
  const present: Record<ProfileItem, boolean> = {
    record: facts.hasRecord,
    phone: facts.phone.trim().length > 0,
    skills: facts.skills.filter((skill) => skill.trim()).length >= SKILLS_WANTED,
    resume: facts.hasResume,
  };
  const missing = PROFILE_ITEMS.filter((item) => !present[item]);
  return {
    percent: Math.round(((PROFILE_ITEMS.length - missing.length) / PROFILE_ITEMS.length) * 100),
    missing,
  };
}

export const PROFILE_ITEM_LABELS: Record<ProfileItem, string> = {
  record: 'Academic record verified by the placement cell',
  phone: 'Phone number',
  skills: `At least ${SKILLS_WANTED} skills`,
  resume: 'Resume',
};
