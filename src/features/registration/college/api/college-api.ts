import { callEndpoint } from '@/lib/api/client';
import type { CollegeSuggestion } from '@/lib/api/registration-contract';
import { REGISTRATION_API } from '@/lib/api/registration-endpoints';
import { COLLEGE_SEARCH_LIMIT } from '@/lib/constants';

/** GET /college/search: up to 8 institutions whose name matches the text. */
export async function searchColleges(query: string): Promise<CollegeSuggestion[]> {
  const result = await callEndpoint(REGISTRATION_API.collegeSearch, {
    query: { query, limit: COLLEGE_SEARCH_LIMIT },
  });
  if (!result.success) throw new Error('College search answered success: false');
  return result.colleges;
}
