import { CANDIDATE_TYPES } from '@/lib/user-types';
import type { QueuedKind } from '@/offline/outbox/queued-kind';
import { candidateRegistration } from './candidate/model/candidate-registration';
import { collegeRegistration } from './college/model/college-registration';
import { companyRegistration } from './company/model/company-registration';

/**
 * The registration kind a queued submission belongs to, by its form id: how the outbox, which names no form,
 * finds the endpoint and the wording of an entry it sends later. The app registers this with the outbox.
 */
export function registrationKindFor(formId: string): QueuedKind | undefined {
  const kinds = [
    collegeRegistration,
    companyRegistration,
    ...CANDIDATE_TYPES.map((type) => candidateRegistration(type)),
  ] as unknown as QueuedKind[];
  return kinds.find((kind) => kind.formId === formId);
}
