import type { CollegeSuggestion } from '@/lib/api/registration-contract';
import { REGISTRATION_API } from '@/lib/api/registration-endpoints';
import { HttpResponse } from 'msw';
import { COLLEGE_SEARCH_LIMIT, COLLEGE_SEARCH_MIN_CHARS } from '@/lib/constants';
import { loadInstitutionSearch } from '@/lib/institutions/load-index';
import type { InstitutionHit } from '@/lib/institutions/search-engine';
import { loadCollegeDetails, type CollegeDetails } from './college-details';
import { parseQuery } from './access';
import { errorResponse } from './http/errors';
import { route } from './http/route';

/**
 * id: the stable id (AICTE's for AICTE's institutions); city: the district as AICTE spells it; address: AICTE's
 * address line, district and state; university and programs (branch groups and sections) from AICTE's list.
 * An institution AICTE does not list has its district and state as address, and no university or programs.
 */
function toCollegeSuggestion(hit: InstitutionHit, details: CollegeDetails | undefined): CollegeSuggestion {
  const { id, name, district, state } = hit;
  const address = [details?.address, district, state].filter(Boolean).join(', ');
  return {
    id,
    name,
    city: district,
    address,
    ...(details?.university ? { university: details.university } : {}),
    ...(details?.programs.length ? { programs: details.programs } : {}),
  };
}

/** Answers from the same normalized index as the candidate form's local search (loaded on the first call). */
const search = route(REGISTRATION_API.collegeSearch, async ({ request }) => {
  const params = parseQuery(request, REGISTRATION_API.collegeSearch);
  const query = params.query.trim();
  const limit = params.limit === undefined ? COLLEGE_SEARCH_LIMIT : Number(params.limit);
  if (query.length < COLLEGE_SEARCH_MIN_CHARS) {
    return errorResponse(
      400,
      `Invalid request: query must have at least ${COLLEGE_SEARCH_MIN_CHARS} characters`,
      'invalid_request',
    );
  }
  const [institutions, details] = await Promise.all([loadInstitutionSearch(), loadCollegeDetails()]);
  const colleges = institutions
    .search(query, limit)
    .map((hit) => toCollegeSuggestion(hit, details.get(hit.id)));
  return HttpResponse.json({ success: true, colleges });
});

export const collegeHandlers = [search];
