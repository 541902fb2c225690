import {
  type OwnProfile,
  type OwnProfileUpdate,
  SKILL_MAX_LENGTH,
  SKILLS_MAX,
} from '@/lib/api/profile-contract';
import { validatePhone } from '@/lib/validation/rules';

/** The profile form's values: skills are typed as one comma-separated text. */
export interface ProfileFormValues {
  phone: string;
  skills: string;
  discoverable: boolean;
}

export function profileFormValues(profile: OwnProfile): ProfileFormValues {
  return { phone: profile.phone, skills: profile.skills.join(', '), discoverable: profile.discoverable };
}

/** 'C, Verilog,  PCB design,' → ['C', 'Verilog', 'PCB design']: blanks dropped, repeats (any case) kept once. */
export function skillsFromText(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(',')
    .map((skill) => skill.trim().replace(/\s+/g, ' '))
    .filter((skill) => {
      const key = skill.toLowerCase();
      if (!skill || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

export function skillsProblem(text: string): string | undefined {
  const skills = skillsFromText(text);
  if (skills.length > SKILLS_MAX) return `List at most ${SKILLS_MAX} skills (you listed ${skills.length})`;
  const long = skills.find((skill) => skill.length > SKILL_MAX_LENGTH);
  if (long)
    return `Keep each skill under ${SKILL_MAX_LENGTH + 1} characters: "${long.slice(0, 20)}…" is longer`;
  return undefined;
}

export function profileFormErrors(values: Partial<ProfileFormValues>) {
  const phone = validatePhone(values.phone ?? '');
  const skills = skillsProblem(values.skills ?? '');
  return { ...(phone ? { phone } : {}), ...(skills ? { skills } : {}) };
}

export function buildProfileUpdate(values: ProfileFormValues): OwnProfileUpdate {
  return { phone: values.phone, skills: skillsFromText(values.skills), discoverable: values.discoverable };
}
