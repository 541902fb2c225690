/**
 * Initial-JavaScript budgets (gzip), issue 7: the first load of / at most 110 KB, any registration form at most
 * 170 KB. Each page names the module its route lazily loads (src/app/routes.tsx), so the check can follow the
 * chunk graph from the entry and from that page. One table, read by the size check and the web benchmark.
 */
export const KB = 1000;

export interface PageBudget {
  route: string;
  /** The page module the route loads, as a path from the project root. */
  page: string;
  budgetBytes: number;
}

const HOME_BUDGET = 110 * KB;
const FORM_BUDGET = 170 * KB;

export const PAGE_BUDGETS: readonly PageBudget[] = [
  { route: '/', page: 'src/features/site/pages/home-page.tsx', budgetBytes: HOME_BUDGET },
  {
    route: '/collegeform',
    page: 'src/features/registration/pages/college-registration-page.tsx',
    budgetBytes: FORM_BUDGET,
  },
  {
    route: '/companyform',
    page: 'src/features/registration/pages/company-registration-page.tsx',
    budgetBytes: FORM_BUDGET,
  },
  {
    route: '/register/student-college',
    page: 'src/features/registration/pages/candidate-registration-page.tsx',
    budgetBytes: FORM_BUDGET,
  },
];
