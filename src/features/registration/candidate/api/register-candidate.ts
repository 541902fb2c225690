import { assert } from 'superstruct';
import type { Submission } from '@/offline/outbox/submission';
import {
  CandidateRegistrationSchema,
  MessageResponseSchema,
  type CandidateRegistration,
} from '@/lib/api/contract';
import type { CandidateType } from '@/lib/user-types';

/** Each candidate type keeps its own draft (and outbox entry). */
export function candidateFormId(type: CandidateType): string {
  return `register:${type}`;
}

/**
 * POST /register with the multipart candidate body, sent through the outbox. The body is checked against the
 * shared contract first, so a form bug surfaces here instead of as a server 400.
 */
export function candidateRegistrationSubmission(
  type: CandidateType,
  body: Partial<CandidateRegistration>,
  draftValues: Record<string, unknown>,
): Submission<{ message?: string | undefined }> {
  assert(body, CandidateRegistrationSchema);
  return {
    kind: 'candidate',
    formId: candidateFormId(type),
    path: '/register',
    bodyType: 'multipart',
    body,
    secretFields: ['password'],
    draftValues,
    response: MessageResponseSchema,
  };
}
