import { callEndpoint } from '@/lib/api/client';
import type { CollegeStudentQuery } from '@/lib/api/portal-contract';
import { PORTAL_API } from '@/lib/api/portal-endpoints';

export function getCollegeOverview() {
  return callEndpoint(PORTAL_API.collegeOverview);
}

export function listCollegeStudents(query: CollegeStudentQuery) {
  return callEndpoint(PORTAL_API.collegeStudents, { query: { ...query } });
}

export function listCollegeCompanies(page: number) {
  return callEndpoint(PORTAL_API.collegeCompanies, { query: { page: page > 1 ? page : undefined } });
}
