import type { CandidateSummary } from '@/lib/api/portal-contract';
import { USER_TYPE_LABELS } from '@/lib/user-types';

export const candidateTypeLabel = (candidate: Pick<CandidateSummary, 'type'>) =>
  USER_TYPE_LABELS[candidate.type];

/** One line on where the candidate studies or works, by type. */
export function candidateBackground(candidate: CandidateSummary): string {
  const parts =
    candidate.type === 'working-professional'
      ? [
          candidate.currentRole && candidate.currentCompany
            ? `${candidate.currentRole} at ${candidate.currentCompany}`
            : (candidate.currentRole ?? candidate.currentCompany),
          candidate.experience && `${candidate.experience} years`,
        ]
      : candidate.type === 'jobseeker-fresher'
        ? [candidate.degree, candidate.branch, candidate.joiningyear && `Passed out ${candidate.joiningyear}`]
        : [candidate.branch, candidate.year, candidate.college];
  return parts.filter(Boolean).join(' · ');
}
