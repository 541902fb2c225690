import type { Submission } from '@/offline/outbox/submission';
import { MessageResponseSchema, type CompanyApplication } from '@/lib/api/contract';

/** The company form's draft and outbox id. */
export const COMPANY_FORM_ID = 'company';

/** POST /company/form (spec section 7), answered with an optional message; sent through the outbox. */
export function companyApplicationSubmission(
  payload: CompanyApplication,
  draftValues: Record<string, unknown>,
): Submission<{ message?: string | undefined }> {
  return {
    kind: 'company',
    formId: COMPANY_FORM_ID,
    path: '/company/form',
    bodyType: 'json',
    body: payload,
    secretFields: ['password'],
    draftValues,
    response: MessageResponseSchema,
  };
}
