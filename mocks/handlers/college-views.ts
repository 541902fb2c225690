import { PORTAL_API } from '@/lib/api/portal-endpoints';
import { HttpResponse } from 'msw';
import type { MockAccount, MockState } from '../db/state';
import { mockStore } from '../db/store';
import { seasonFiguresOf } from '../report/season-figures';
import { COLLEGES_ONLY, parseQuery, requireAccount } from './access';
import { route } from './http/route';
import { settleSeason } from './season-access';
import { isStudentOf } from './institution-match';
import {
  byNewest,
  candidateSummary,
  companyNameOf,
  isJobOpen,
  jobView,
  paginate,
  textMatches,
} from './portal-views';

/** The candidates who study at the signed-in college: by the picked institution's id, else however they spelled it. */
function studentsOf(state: MockState, college: MockAccount) {
  const own = { name: college.collegeName ?? '', id: college.collegeId };
  return state.candidates.filter(
    (profile) => profile.college && isStudentOf(own, { name: profile.college, id: profile.collegeId }),
  );
}

/** Every company account, with its open jobs. */
function companiesWithJobs(state: MockState) {
  return state.accounts
    .filter((account) => account.type === 'company')
    .map((account) => {
      const details = state.companies.find((company) => company.accountId === account.id);
      return {
        id: account.id,
        name: companyNameOf(state, account.id),
        ...(details?.website ? { website: details.website } : {}),
        ...(details?.employees ? { employees: details.employees } : {}),
        ...(details?.address ? { location: details.address } : {}),
        openJobs: state.jobs
          .filter((job) => job.companyId === account.id && isJobOpen(job))
          .sort(byNewest)
          .map((job) => jobView(state, job)),
      };
    });
}

/**
 * GET /college/overview: the season's batch in figures (the season page's and the report's), the candidates who
 * named the college, open jobs, companies.
 */
const overview = route(PORTAL_API.collegeOverview, async ({ cookies }) => {
  const { account, member } = await requireAccount(cookies, COLLEGES_ONLY);
  await settleSeason();
  const state = await mockStore().read();
  return HttpResponse.json({
    collegeName: account.collegeName ?? account.name,
    students: studentsOf(state, account).length,
    season: seasonFiguresOf(state, account.id, member),
    openJobs: state.jobs.filter((job) => isJobOpen(job)).length,
    companies: state.accounts.filter((other) => other.type === 'company').length,
  });
});

/** GET /college/students: only this college's students, narrowed by branch, year and a name search. */
const students = route(PORTAL_API.collegeStudents, async ({ request, cookies }) => {
  const { account, member } = await requireAccount(cookies, COLLEGES_ONLY);
  const query = parseQuery(request, PORTAL_API.collegeStudents);
  const state = await mockStore().read();
  const found = studentsOf(state, account)
    .filter(
      (profile) =>
        (!query.branch || profile.branch?.toLowerCase() === query.branch.toLowerCase()) &&
        (!member?.branches ||
          member.branches.some((branch) => branch.toLowerCase() === profile.branch?.toLowerCase())) &&
        (!query.year || profile.year === query.year) &&
        textMatches(query.query, profile.name, ...profile.skills),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
  return HttpResponse.json(
    paginate(
      found.map((profile) => candidateSummary(state, profile)),
      query,
    ),
  );
});

/** GET /college/companies: registered companies, those hiring now first. */
const companies = route(PORTAL_API.collegeCompanies, async ({ request, cookies }) => {
  await requireAccount(cookies, COLLEGES_ONLY);
  const query = parseQuery(request, PORTAL_API.collegeCompanies);
  const state = await mockStore().read();
  const list = companiesWithJobs(state).sort(
    (a, b) => b.openJobs.length - a.openJobs.length || a.name.localeCompare(b.name),
  );
  return HttpResponse.json(paginate(list, query));
});

export const collegeViewHandlers = [overview, students, companies];
