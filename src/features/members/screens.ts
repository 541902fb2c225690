/** The committee's screens (issue 35), each loaded only when its route is visited. */
import type { ScreenEntry } from '@/ui/screen/screen-props';

export const MEMBER_SCREENS = {
  collegeMembers: { label: 'Committee', load: () => import('./pages/college-members-page') },
  companyTeam: { label: 'Team', load: () => import('./pages/company-team-page') },
} satisfies Record<string, ScreenEntry>;
