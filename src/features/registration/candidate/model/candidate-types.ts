import type { IconName } from '@/ui/icon';
import { isCandidateType, parseUserType, type CandidateType } from '@/lib/user-types';

/** The sections a candidate form can show (spec section 2); titles word for word. */
export const SECTION_TITLES = {
  basic: 'Basic Details',
  academic: 'Academic Details',
  skillsAndResume: 'Skills & Resume',
  education: 'Education Details',
  professional: 'Professional Information',
  skills: 'Skills/Interests',
  resume: 'Resume Upload',
} as const;
export type CandidateSection = keyof typeof SECTION_TITLES;

export interface CandidateProfile {
  title: string;
  description: string;
  icon: IconName;
  sections: readonly CandidateSection[];
}

export const CANDIDATE_PROFILES: Record<CandidateType, CandidateProfile> = {
  'student-college': {
    title: 'Student Registration',
    description:
      'For college students: one account for courses, job pulse and campus placements while you study.',
    icon: 'graduationCap',
    sections: ['basic', 'academic', 'skillsAndResume'],
  },
  'jobseeker-fresher': {
    title: 'JobSeeker - Fresher Registration',
    description:
      'For recent graduates looking for their first job: tell companies what you studied and can do.',
    icon: 'search',
    sections: ['basic', 'education', 'skills', 'resume'],
  },
  'working-professional': {
    title: 'Working Professional Registration',
    description: 'For people already at work: find your next role and keep your skills current.',
    icon: 'briefcase',
    sections: ['basic', 'professional', 'skills', 'resume'],
  },
};

/** The route value (long or short, /register/student or /register/student-college) as a candidate type. */
export function parseCandidateType(routeType: string | undefined): CandidateType | undefined {
  const type = parseUserType(routeType);
  return isCandidateType(type) ? type : undefined;
}
