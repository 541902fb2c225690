import { CONTENT_PAGE_PATHS, paths, REGISTER_TYPE_VALUES } from '../../../src/lib/routes';
import { encodeResetToken } from '../../../src/lib/reset-token';
import type { Area } from '../../../src/lib/user-types';

/**
 * Every path of the route table (src/lib/routes.ts), so a new route is audited without editing the tests.
 * Parameterised paths get real values: fixed ones below, ids read from the links of the pages that list them.
 */
export const ROUTE_TABLE: readonly string[] = [...new Set([...Object.values(paths), ...CONTENT_PAGE_PATHS])];

/** The sign-in and forgot-password pages under /company and /college belong to the site, not the dashboards. */
const SITE_PAGES_UNDER_AREAS = new Set<string>([
  paths.collegeLogin,
  paths.companyLogin,
  paths.collegeForgotPassword,
  paths.companyForgotPassword,
]);

/** The signed-in area a path belongs to (the dashboard shell wraps it), or undefined for the site. */
export function areaOfPath(path: string): Area | undefined {
  if (SITE_PAGES_UNDER_AREAS.has(path)) return undefined;
  const first = path.split('/')[1];
  return first === 'student' || first === 'company' || first === 'college' ? first : undefined;
}

/**
 * Values for parameters that no page links to: every /register type (both spellings), reset tokens, an invitation
 * (its link comes by e-mail: an unknown one shows the page's refusal), and a student's
 * record, which the season page opens by its find-a-student form (the demo student, mocks/db/seed-season.ts; the
 * pages that link to it, a round's applicants or the audit log, may not be in the same group of the audit).
 */
const FIXED_VALUES: Record<string, readonly string[]> = {
  [paths.collegeSeasonStudent]: ['1RV22CS0001'],
  [paths.joinInvitation]: ['not-a-valid-invitation'],
  [paths.register]: [...Object.keys(REGISTER_TYPE_VALUES), ...Object.values(REGISTER_TYPE_VALUES)],
  [paths.resetPassword]: [
    encodeResetToken({ type: 'student-college', email: 'student@example.com' }),
    'not-a-valid-token',
  ],
};

/** Whether a route has parameters (':id'). */
const isParameterised = (route: string) => route.includes('/:');

const STATIC_ROUTES = new Set(ROUTE_TABLE.filter((route) => !isParameterised(route)));

/** A pattern that matches the route's real hrefs, e.g. /company/jobs/:id/edit → /company/jobs/[^/]+/edit. */
export function hrefPattern(route: string): RegExp {
  const escaped = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/?#]+');
  return new RegExp(`^${escaped}$`);
}

/**
 * The concrete paths to open for a route: itself, its fixed values, or the first link to it among `seenHrefs`.
 * Undefined for a parameterised route that no seen page links to yet.
 */
export function concretePaths(route: string, seenHrefs: Iterable<string>): string[] | undefined {
  if (!isParameterised(route)) return [route];
  const fixed = FIXED_VALUES[route];
  if (fixed) return fixed.map((value) => route.replace(/:[A-Za-z]+/, encodeURIComponent(value)));
  const pattern = hrefPattern(route);
  // A static route that happens to fit the pattern ('/company/drives/propose' for '/company/drives/:id') is not an id.
  const href = [...seenHrefs].find((candidate) => pattern.test(candidate) && !STATIC_ROUTES.has(candidate));
  return href ? [href] : undefined;
}

/** How many leading characters two paths share, ignoring case ('/job/:id' and '/Job_pulse': 4). */
function sharedPrefix(a: string, b: string): number {
  let length = 0;
  while (length < a.length && a[length]?.toLowerCase() === b[length]?.toLowerCase()) length += 1;
  return length;
}

/** The pages most likely to link to a parameterised route: the table's plain routes, closest path first. */
export function likelyListers(route: string, routes: readonly string[]): string[] {
  return routes
    .filter((candidate) => !isParameterised(candidate) && areaOfPath(candidate) === areaOfPath(route))
    .sort((a, b) => sharedPrefix(b, route) - sharedPrefix(a, route));
}

/** The parameterised routes a nested route sits under ('/company/drives/:id' for its rounds), nearest first. */
export function parentRoutes(route: string, routes: readonly string[]): string[] {
  return routes
    .filter((candidate) => isParameterised(candidate) && route.startsWith(`${candidate}/`))
    .sort((a, b) => b.length - a.length);
}

/** Parameterised routes last, so the pages that link to them have been seen. */
export function inAuditOrder(routes: readonly string[]): string[] {
  return [...routes.filter((route) => !isParameterised(route)), ...routes.filter(isParameterised)];
}

/** Splits a list into groups of at most `size`. */
export function groupsOf<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}
