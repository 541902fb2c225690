import { createContext, type ReactNode } from 'react';
import type { JobRole } from '@/lib/options/company';

/**
 * The live list of a role's open jobs comes from the jobs feature; the app shell provides it here, so the site
 * does not import another feature (STYLE.md: the shell composes features).
 */
export const MatchingJobsSlot = createContext<((role: JobRole) => ReactNode) | null>(null);
