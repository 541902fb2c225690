import { APPLICANT_API } from '@/lib/api/applicant-endpoints';
import { PORTAL_API } from '@/lib/api/portal-endpoints';
import { HttpResponse } from 'msw';
import type { CandidateFilterQuery } from '@/lib/api/portal-contract';
import type { MockCandidateProfile, MockState } from '../db/state';
import { mockStore } from '../db/store';
import { COMPANIES_ONLY, parseQuery, requireAccount } from './access';
import { errorResponse } from './http/errors';
import { route } from './http/route';
import { CONTACT_KEPT_DAYS } from '@/lib/season/contact-sharing';
import { companyMaySeeContact } from '../season/privacy';
import { collegeMatchesFilter } from './institution-match';
import { byNewest, candidateProfileView, candidateSummary, paginate, textMatches } from './portal-views';
import { resumeDownload } from './resume-file';

const same = (a: string | undefined, b: string | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** Comma-separated skills: every one asked for must be among the candidate's (case-insensitive, partial). */
function hasSkills(profile: MockCandidateProfile, wanted: string | undefined): boolean {
  const asked = (wanted ?? '')
    .split(',')
    .map((skill) => skill.trim().toLowerCase())
    .filter(Boolean);
  const own = profile.skills.map((skill) => skill.toLowerCase());
  return asked.every((skill) => own.some((candidateSkill) => candidateSkill.includes(skill)));
}

function candidateMatches(profile: MockCandidateProfile, filter: CandidateFilterQuery): boolean {
  return (
    (!filter.type || profile.type === filter.type) &&
    (!filter.branch || same(profile.branch, filter.branch)) &&
    (!filter.year || profile.year === filter.year) &&
    (!filter.experience || profile.experience === filter.experience) &&
    hasSkills(profile, filter.skills) &&
    (!filter.college || collegeMatchesFilter(profile.college ?? '', filter.college)) &&
    textMatches(filter.query, profile.name, profile.college, profile.currentCompany, ...profile.skills)
  );
}

function registeredCandidate(state: MockState, id: unknown): MockCandidateProfile | undefined {
  return state.candidates.find((profile) => profile.accountId === id);
}

/** GET /company/candidates: companies browse every registered candidate, newest first. */
const browse = route(PORTAL_API.companyCandidates, async ({ request, cookies }) => {
  const { account } = await requireAccount(cookies, COMPANIES_ONLY);
  const filter = parseQuery(request, PORTAL_API.companyCandidates);
  const state = await mockStore().read();
  const found = state.candidates.filter((profile) => candidateMatches(profile, filter)).sort(byNewest);
  const summaries = found.map((profile) => {
    const summary = candidateSummary(state, profile);
    return companyMaySeeContact(state, account.id, profile.accountId)
      ? summary
      : { ...summary, hasResume: false, contactHidden: true };
  });
  return HttpResponse.json(paginate(summaries, filter));
});

/**
 * GET /company/candidates/:id: one candidate's profile; contact details and resume only for a company the
 * candidate applied to or when the candidate is discoverable (season/privacy.ts).
 */
const profile = route(PORTAL_API.companyCandidate, async ({ params, cookies }) => {
  const { account } = await requireAccount(cookies, COMPANIES_ONLY);
  const state = await mockStore().read();
  const candidate = registeredCandidate(state, params.id);
  if (!candidate) return errorResponse(404, 'No such candidate', 'not_found');
  const view = candidateProfileView(state, candidate);
  if (companyMaySeeContact(state, account.id, candidate.accountId))
    return HttpResponse.json({ profile: view });
  const { email: _email, phone: _phone, resume: _resume, ...withoutContact } = view;
  return HttpResponse.json({ profile: { ...withoutContact, hasResume: false, contactHidden: true } });
});

const forbiddenContact = () =>
  errorResponse(
    403,
    `This candidate shares contact details and resume only with companies they applied to, until ${CONTACT_KEPT_DAYS} days after the application ended`,
    'forbidden_contact',
    [{ rule: 'contactNotShared', keptDays: CONTACT_KEPT_DAYS }],
  );

/** GET /company/candidates/:id/resume: the candidate's resume file, under the same rule as the contact details. */
const resume = route(PORTAL_API.companyCandidateResume, async ({ params, cookies }) => {
  const { account } = await requireAccount(cookies, COMPANIES_ONLY);
  const state = await mockStore().read();
  const candidate = registeredCandidate(state, params.id);
  if (!candidate) return errorResponse(404, 'No such candidate', 'not_found');
  if (!companyMaySeeContact(state, account.id, candidate.accountId)) return forbiddenContact();
  return resumeDownload(state, candidate);
});

/** GET /company/candidates/:id/contact: e-mail, phone and resume details, or 403 forbidden_contact. */
const contact = route(APPLICANT_API.candidateContact, async ({ params, cookies }) => {
  const { account } = await requireAccount(cookies, COMPANIES_ONLY);
  const state = await mockStore().read();
  const candidate = registeredCandidate(state, params.id);
  if (!candidate) return errorResponse(404, 'No such candidate', 'not_found');
  if (!companyMaySeeContact(state, account.id, candidate.accountId)) return forbiddenContact();
  const { email, phone, resume: file } = candidateProfileView(state, candidate);
  return HttpResponse.json({ email, phone, ...(file ? { resume: file } : {}) });
});

export const candidateHandlers = [browse, profile, resume, contact];
