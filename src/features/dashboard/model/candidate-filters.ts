import type { CandidateFilterQuery, CollegeStudentQuery } from '@/lib/api/portal-contract';
import { CANDIDATE_BRANCHES, EXPERIENCE_RANGES, YEARS_OF_STUDY } from '@/lib/options/candidate';
import { asOptions } from '@/lib/options/option';
import { pageParam } from '@/lib/search-params';
import { CANDIDATE_TYPES, USER_TYPE_LABELS } from '@/lib/user-types';

/** Branch filter choices: what candidates send (IOT is sent as IT, Others as free text, so neither is a value). */
const FILTERABLE_BRANCHES = CANDIDATE_BRANCHES.filter((branch) => branch !== 'IOT' && branch !== 'Others');
export const BRANCH_FILTER_OPTIONS = asOptions(FILTERABLE_BRANCHES);
export const YEAR_FILTER_OPTIONS = asOptions(YEARS_OF_STUDY);
export const TYPE_FILTER_OPTIONS = asOptions(CANDIDATE_TYPES, (type) => USER_TYPE_LABELS[type]);

function pick<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

const text = (params: URLSearchParams, key: string) => params.get(key)?.trim() || undefined;
const pageOf = (params: URLSearchParams) => {
  const page = pageParam(params);
  return page > 1 ? { page: String(page) } : {};
};

function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

/** Company Students: the filters in the URL, as the request takes them. */
export function candidateFilterQuery(params: URLSearchParams): CandidateFilterQuery {
  return defined({
    query: text(params, 'query'),
    type: pick(params.get('type'), CANDIDATE_TYPES),
    branch: pick(params.get('branch'), CANDIDATE_BRANCHES),
    year: pick(params.get('year'), YEARS_OF_STUDY),
    experience: pick(params.get('experience'), EXPERIENCE_RANGES),
    skills: text(params, 'skills'),
    college: text(params, 'college'),
    ...pageOf(params),
  });
}

/** College Students: branch, year and a name search. */
export function collegeStudentQuery(params: URLSearchParams): CollegeStudentQuery {
  return defined({
    query: text(params, 'query'),
    branch: pick(params.get('branch'), CANDIDATE_BRANCHES),
    year: pick(params.get('year'), YEARS_OF_STUDY),
    ...pageOf(params),
  });
}
