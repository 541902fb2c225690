import type { JobRole } from '@/lib/options/company';
import { labelFromValue } from '@/lib/options/company';
import type { MockCandidateProfile, MockJob } from '../db/state';

/** Roles that suit a branch, for candidates whose skills say little yet. */
const ROLES_BY_BRANCH: Record<string, readonly JobRole[]> = {
  ECE: ['embedded_developer', 'hardware_engineer', 'pcb_designer', 'firmware_developer'],
  EEE: ['hardware_engineer', 'pcb_designer', 'integration_engineer'],
  MECH: ['mechanical_designer', 'integration_engineer', 'product_designer'],
  CIVIL: ['mechanical_designer', 'procurement_specialist'],
  CSE: ['firmware_developer', 'embedded_developer', 'product_manager'],
  'CSE-AIML': ['firmware_developer', 'embedded_developer'],
  'CSE-AIDS': ['firmware_developer', 'product_manager'],
  IT: ['firmware_developer', 'embedded_developer', 'integration_engineer'],
};

function score(job: MockJob, profile: MockCandidateProfile): number {
  const text = `${job.title} ${job.description} ${labelFromValue(job.role)}`.toLowerCase();
  const skillHits = profile.skills.filter((skill) => text.includes(skill.toLowerCase())).length;
  const branchFit = profile.branch && ROLES_BY_BRANCH[profile.branch]?.includes(job.role) ? 1 : 0;
  const roleFit = profile.currentRole && text.includes(profile.currentRole.toLowerCase()) ? 2 : 0;
  return skillHits * 2 + branchFit + roleFit;
}

/** Open jobs ranked for a candidate: skills found in the job, then the branch's usual roles, then newest. */
export function recommendJobs(
  jobs: readonly MockJob[],
  profile: MockCandidateProfile,
  limit: number,
): MockJob[] {
  return jobs
    .map((job) => ({ job, score: score(job, profile) }))
    .sort((a, b) => b.score - a.score || b.job.createdAt.localeCompare(a.job.createdAt))
    .slice(0, limit)
    .map(({ job }) => job);
}
