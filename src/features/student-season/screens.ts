/** The student's season screens, each loaded only when its route is visited, with their names in the menu. */
import type { ScreenEntry } from '@/ui/screen/screen-props';

export const SEASON_SCREENS = {
  drives: { label: 'Placement drives', load: () => import('./pages/drives-page') },
  applications: { label: 'My applications', load: () => import('./pages/applications-page') },
  offers: { label: 'Offers', load: () => import('./pages/offers-page') },
  notifications: { label: 'Notifications', load: () => import('./pages/notifications-page') },
  profile: { label: 'My profile', load: () => import('./pages/profile-page') },
} satisfies Record<string, ScreenEntry>;
