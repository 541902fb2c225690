import { PRERENDERED_PAGES } from '../../../src/app/prerender/prerendered-pages';
import { CONTENT_PAGE_PATHS, paths } from '../../../src/lib/routes';

/** The main pages: each measured several times (the median is kept), as before issue 14. */
export const MAIN_PAGES = ['/', '/login', '/collegeform', '/companyform', '/register/student-college'];

/**
 * Every other public page of the spec (section 2: the public paths and the role pages), measured once each. /job/{id}
 * is left out: one page per job, drawn from the server's answer, not prerendered (docs/performance.md).
 */
export const OTHER_PUBLIC_PAGES = [paths.jobPulse, paths.subJobPulse, ...CONTENT_PAGE_PATHS].filter(
  (path) => !MAIN_PAGES.includes(path),
);

/** The pages whose first tap is measured: every prerendered page. */
export const PRERENDERED_PATHS = PRERENDERED_PAGES.map(({ path }) => path);
