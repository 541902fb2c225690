import { HttpResponse } from 'msw';
import { COLLEGE_SEARCH_LIMIT, COLLEGE_SEARCH_MIN_CHARS } from '@/lib/constants';
import { parseInstitutionList } from '@/lib/institutions/parse-list';
import { substringSearch } from '@/lib/institutions/substring-search';
import institutionListText from '../../data/institutions.txt?raw';
import { errorResponse, route } from './http';

const MAX_LIMIT = 50;
let institutions: ReturnType<typeof parseInstitutionList> | undefined;

const search = route('get', '/college/search', ({ request }) => {
  const url = new URL(request.url);
  const query = (url.searchParams.get('query') ?? '').trim();
  const limitParam = url.searchParams.get('limit');
  const limit = limitParam === null ? COLLEGE_SEARCH_LIMIT : Number(limitParam);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    return errorResponse(400, `Invalid request: limit must be a whole number from 1 to ${MAX_LIMIT}`);
  }
  if (query.length < COLLEGE_SEARCH_MIN_CHARS) {
    return errorResponse(
      400,
      `Invalid request: query must have at least ${COLLEGE_SEARCH_MIN_CHARS} characters`,
    );
  }
  institutions ??= parseInstitutionList(institutionListText);
  const colleges = substringSearch(institutions, query, limit).map((entry) => ({
    id: entry.id,
    name: entry.name,
    city: entry.district,
    address: entry.district,
  }));
  return HttpResponse.json({ success: true, colleges });
});

export const collegeHandlers = [search];
