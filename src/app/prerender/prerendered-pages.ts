// Relative imports: the build configuration reads this table too, and aliases do not apply there.
import { paths, registerHref } from '../../lib/routes.ts';
import { CANDIDATE_TYPES } from '../../lib/user-types.ts';

/**
 * The pages whose HTML is built ahead of time (scripts/vite/prerender-plugin.ts): public pages that look the
 * same to every visitor who is not signed in, and whose data needs no server. `page` is the module the route
 * lazily loads (src/app/routes.tsx), as a path from the project root: the page's HTML links that module's
 * styles and preloads its code, and the size budgets follow its chunk graph.
 */
export interface PrerenderedPage {
  path: string;
  page: string;
}

const LOGIN_PAGE = 'src/features/auth/pages/login-page.tsx';
const FORGOT_PASSWORD_PAGE = 'src/features/auth/pages/forgot-password-page.tsx';
const CANDIDATE_PAGE = 'src/features/registration/pages/candidate-registration-page.tsx';

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
];

/** The file a host serves for a prerendered path: / is index.html, /a/b is a/b.html. */
export function prerenderedFileOf(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}
