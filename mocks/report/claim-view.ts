/**
 * Outcome claims as the contract shows them, and a claim built from a form: the facts checked by the one rule
 * module (src/lib/report/claim-rules.ts), the offer letter kept as a file.
 */
import type { OutcomeClaim, StudentClaimInput } from '@/lib/api/report-contract';
import { OFFER_CLAIM_KINDS } from '@/lib/report/claim-machine';
import { claimProblems, type ClaimProblem } from '@/lib/report/claim-rules';
import type { MockOutcomeClaim } from '../db/report-state';

export function claimView(claim: MockOutcomeClaim, name: string): OutcomeClaim {
  const { letter, collegeId: _college, ...shown } = claim;
  return { ...shown, name, evidence: letter && { name: letter.name, size: letter.size } };
}

const rupees = (text: string | undefined) => (text === undefined || text === '' ? undefined : Number(text));
const trimmed = (text: string | undefined) => text?.trim() || undefined;

/** The claim a form describes, or the problems that stop it. Fields the kind does not use are dropped. */
export function claimFromInput(
  input: StudentClaimInput,
  base: Pick<MockOutcomeClaim, 'id' | 'collegeId' | 'rollNumber' | 'graduationYear' | 'state' | 'reportedBy'>,
  now: string,
): { claim: MockOutcomeClaim; problems: [] } | { problems: ClaimProblem[] } {
  const letter = input.letter;
  const letterName = letter instanceof File ? letter.name : '';
  const isOffer = OFFER_CLAIM_KINDS.includes(input.kind);
  const facts = {
    kind: input.kind,
    institution: trimmed(input.institution),
    course: trimmed(input.course),
    company: trimmed(input.company),
    fixed: rupees(input.fixed),
    offeredOn: input.offeredOn,
    letter: letter && { name: letterName, size: letter.size },
  };
  const problems = claimProblems(facts);
  if (problems.length > 0) return { problems };
  const claim: MockOutcomeClaim = {
    ...base,
    kind: input.kind,
    createdAt: now,
    ...(input.kind === 'higher-studies' && { institution: facts.institution, course: facts.course }),
    ...(isOffer && {
      company: facts.company,
      fixed: facts.fixed,
      variable: rupees(input.variable) ?? 0,
      joiningBonus: rupees(input.joiningBonus) ?? 0,
      offeredOn: input.offeredOn,
      letter: letter && {
        name: letterName,
        type: letter.type,
        size: letter.size,
        uploadedAt: now,
        file: letter,
      },
    }),
  };
  return { claim, problems: [] };
}
