// Relative imports: the build configuration reads this table too, and aliases do not apply there.
import { CONTENT_PAGE_PATHS, paths, registerHref, ROLE_PAGE_PATHS } from '../../lib/routes.ts';
import { CANDIDATE_TYPES } from '../../lib/user-types.ts';

/**
 * The pages whose HTML is built ahead of time (scripts/vite/prerender-plugin.ts): every public page that looks the
 * same to every visitor who is not signed in. Data from the server is not part of it: such a page is built with
 * its loading state, in the space the data will take. `page` is the module the route lazily loads
 * (src/app/routes.tsx), as a path from the project root: the page's HTML inlines that module's styles, and the size
 * budgets follow its chunk graph. `parts` are other lazily loaded modules whose markup the page's HTML holds, so
 * that their styles are inlined too.
 *
 * Not built: /job/{id} (one page per job, from the server; hosts answer it with the app shell) and
 * /reset-password/{token} (per visitor).
 */
export interface PrerenderedPage {
  path: string;
  page: string;
  parts?: readonly string[];
}

const LOGIN_PAGE = 'src/features/auth/pages/login-page.tsx';
const FORGOT_PASSWORD_PAGE = 'src/features/auth/pages/forgot-password-page.tsx';
const CANDIDATE_PAGE = 'src/features/registration/pages/candidate-registration-page.tsx';
const PUBLIC_PAGE = 'src/features/site/pages/public-page.tsx';
const MATCHING_JOBS = 'src/features/jobs/components/matching-jobs-list.tsx';
const ROLE_PAGES = new Set<string>(ROLE_PAGE_PATHS);

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: paths.home, page: 'src/features/site/pages/home-page.tsx' },
  { path: paths.login, page: LOGIN_PAGE },
  { path: paths.collegeLogin, page: LOGIN_PAGE },
  { path: paths.companyLogin, page: LOGIN_PAGE },
  { path: paths.forgotPassword, page: FORGOT_PASSWORD_PAGE },
  { path: paths.collegeForgotPassword, page: FORGOT_PASSWORD_PAGE },
  { path: paths.companyForgotPassword, page: FORGOT_PASSWORD_PAGE },
  { path: paths.collegeForm, page: 'src/features/registration/pages/college-registration-page.tsx' },
  { path: paths.companyForm, page: 'src/features/registration/pages/company-registration-page.tsx' },
  ...CANDIDATE_TYPES.map((type) => ({ path: registerHref(type), page: CANDIDATE_PAGE })),
  { path: paths.jobPulse, page: 'src/features/jobs/pages/job-pulse-page.tsx' },
  { path: paths.subJobPulse, page: 'src/features/jobs/pages/sub-job-pulse-page.tsx' },
  ...CONTENT_PAGE_PATHS.map((path) =>
    ROLE_PAGES.has(path) ? { path, page: PUBLIC_PAGE, parts: [MATCHING_JOBS] } : { path, page: PUBLIC_PAGE },
  ),
];

/** The page module a prerendered route lazily loads (a path from the project root); throws for any other route. */
export function pageModuleOf(route: string): string {
  const page = PRERENDERED_PAGES.find(({ path }) => path === route)?.page;
  if (!page) throw new Error(`${route} is not in src/app/prerender/prerendered-pages.ts`);
  return page;
}

/** The file a host serves for a prerendered path: / is index.html, /a/b is a/b.html. */
export function prerenderedFileOf(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}
