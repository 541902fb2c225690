/** The placement officer's audit log screen, loaded only when its route is visited, with its name in the menu. */
import type { ScreenEntry } from '@/ui/screen/screen-props';

export const AUDIT_SCREENS = {
  collegeAudit: { label: 'Audit log', load: () => import('./pages/college-audit-page') },
} satisfies Record<string, ScreenEntry>;
