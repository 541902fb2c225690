import type { Submission } from '@/offline/outbox/submission';
import { apiRequest } from '@/lib/api/client';
import {
  CollegeSearchResponseSchema,
  CollegeSubmitResponseSchema,
  type CollegeApplication,
  type CollegeSuggestion,
} from '@/lib/api/contract';
import { COLLEGE_SEARCH_LIMIT } from '@/lib/constants';

export interface CallOptions {
  headers?: Record<string, string>;
}

/** GET /college/search: up to 8 institutions whose name matches the text. */
export async function searchColleges(query: string, options: CallOptions = {}): Promise<CollegeSuggestion[]> {
  const params = new URLSearchParams({ query, limit: String(COLLEGE_SEARCH_LIMIT) });
  const result = await apiRequest(`/college/search?${params.toString()}`, {
    response: CollegeSearchResponseSchema,
    headers: options.headers,
  });
  if (!result.success) throw new Error('College search answered success: false');
  return result.colleges;
}

/** The college form's draft and outbox id. */
export const COLLEGE_FORM_ID = 'college';

/** POST /college/submit (spec section 7), sent through the outbox; a success flag of false is checked by the caller. */
export function collegeApplicationSubmission(
  application: CollegeApplication,
  draftValues: Record<string, unknown>,
): Submission<{ success: boolean; message?: string | undefined }> {
  return {
    kind: 'college',
    formId: COLLEGE_FORM_ID,
    path: '/college/submit',
    bodyType: 'json',
    body: application,
    secretFields: ['password'],
    draftValues,
    response: CollegeSubmitResponseSchema,
  };
}
