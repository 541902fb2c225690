import { apiRequest } from '@/lib/api/client';
import {
  CandidatePageSchema,
  CollegeCompanyPageSchema,
  CollegeOverviewSchema,
  type CollegeStudentQuery,
} from '@/lib/api/portal-contract';
import { withQuery } from '@/lib/api/query-string';

type CallOptions = { headers?: Record<string, string> };

export function getCollegeOverview(options: CallOptions = {}) {
  return apiRequest('/college/overview', { response: CollegeOverviewSchema, ...options });
}

export function listCollegeStudents(query: CollegeStudentQuery, options: CallOptions = {}) {
  return apiRequest(withQuery('/college/students', { ...query }), {
    response: CandidatePageSchema,
    ...options,
  });
}

export function listCollegeCompanies(page: number, options: CallOptions = {}) {
  return apiRequest(withQuery('/college/companies', { page: page > 1 ? page : undefined }), {
    response: CollegeCompanyPageSchema,
    ...options,
  });
}
