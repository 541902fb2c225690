/**
 * Initial-JavaScript budgets (gzip), issue 7: the first load of / at most 110 KB, any registration form at most
 * 170 KB. Each page's module (the one its route lazily loads) comes from src/app/prerender/prerendered-pages.ts, so
 * the check can follow the chunk graph from the entry and from that page. One table, read by the size check and the
 * web benchmark.
 */
import { pageModuleOf } from '../../src/app/prerender/prerendered-pages';

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
  { route: '/', budgetBytes: HOME_BUDGET },
  { route: '/collegeform', budgetBytes: FORM_BUDGET },
  { route: '/companyform', budgetBytes: FORM_BUDGET },
  { route: '/register/student-college', budgetBytes: FORM_BUDGET },
].map((budget) => ({ ...budget, page: pageModuleOf(budget.route) }));
