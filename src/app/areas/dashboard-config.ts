import type { SessionMember } from '@/lib/api/session-contract';
import { memberMay, type Permission } from '@/lib/committee/roles';
import { areaOf, USER_TYPES, type Area, type UserType } from '@/lib/user-types';
import type { IconName } from '@/ui/icon';
import { screenLabelFor } from '@/ui/screen/screen-props';
import { AREA_SCREENS, type MenuPlace } from './area-screens';

export interface MenuItem {
  id: string;
  /** The committee permission its screen needs (area-screens.ts): a member without it does not see the item. */
  needs?: Permission;
  label: string;
  path: string;
  icon: IconName;
  badge?: MenuPlace['badge'];
}

type DashboardTheme = 'blue' | 'green' | 'purple' | 'teal';

/** Per-type dashboard configuration (spec section 3): menu, title, theme and optional features. */
export interface DashboardConfig {
  title: string;
  theme: DashboardTheme;
  menu: MenuItem[];
  topBarAction: 'post-job' | 'continue-learning';
  /** `notifications`: the top bar's inbox bell (only a student at a college has a placement season's inbox). */
  features: { helpBox: boolean; notifications: boolean; quickActions: boolean; profileSection: boolean };
}

/** A menu as the ids of its items, in order; each item is a screen of the area's table. */
type MenuIds = readonly string[];

const ALL_FEATURES = { helpBox: true, notifications: true, quickActions: true, profileSection: true };
const NO_INBOX = { ...ALL_FEATURES, notifications: false };

const CANDIDATE_MENU: MenuIds = ['overview', 'jobpulse', 'courses', 'resume'];
/** The placement season at the student's college (issue 17): only students at a college take part. */
const SEASON_MENU: MenuIds = [
  'drives',
  'applications',
  'offers',
  'notifications',
  'profile',
  'after-graduation',
];

type ConfigOutline = Omit<DashboardConfig, 'menu'> & { menu: MenuIds };

const STUDENT: ConfigOutline = {
  title: 'Student Dashboard',
  theme: 'green',
  menu: CANDIDATE_MENU,
  topBarAction: 'continue-learning',
  features: NO_INBOX,
};

const OUTLINES: Record<UserType, ConfigOutline> = {
  'student-college': {
    ...STUDENT,
    menu: ['overview', ...SEASON_MENU, 'jobpulse', 'courses', 'resume'],
    features: ALL_FEATURES,
  },
  'jobseeker-fresher': STUDENT,
  'working-professional': { ...STUDENT, title: 'Professional Dashboard', theme: 'purple' },
  company: {
    title: 'Company Dashboard',
    theme: 'blue',
    menu: ['overview', 'jobs', 'drives', 'postjob', 'students', 'team'],
    topBarAction: 'post-job',
    features: { ...NO_INBOX, helpBox: false },
  },
  college: {
    title: 'College Dashboard',
    theme: 'teal',
    menu: [
      'overview',
      'batch',
      'season',
      'drives',
      'policy',
      'students',
      'jobs',
      'companies',
      'report',
      'audit',
      'members',
    ],
    // The college shell reuses the student top bar.
    topBarAction: 'continue-learning',
    features: NO_INBOX,
  },
};

/** A menu's items from the area's table: each screen's path, its feature's name for it, its icon. */
function menuOf(area: Area, ids: MenuIds, userType: UserType): MenuItem[] {
  return ids.map((id) => {
    const row = AREA_SCREENS[area].find((candidate) => candidate.menu?.id === id);
    if (!row?.menu) throw new Error(`No screen of the ${area} area has the menu id '${id}'`);
    const { menu, screen, paths } = row;
    return {
      id,
      label: screenLabelFor(screen.label, userType),
      path: paths[0]!,
      icon: menu.icon,
      ...(menu.badge && { badge: menu.badge }),
      ...(row.needs && { needs: row.needs }),
    };
  });
}

const CONFIGS = Object.fromEntries(
  USER_TYPES.map((type) => [
    type,
    { ...OUTLINES[type], menu: menuOf(areaOf(type), OUTLINES[type].menu, type) },
  ]),
) as Record<UserType, DashboardConfig>;

/** The dashboard of an account type; for a member of a committee or team, with only the screens their role includes. */
export function dashboardConfigFor(
  type: UserType | null | undefined,
  member?: SessionMember,
): DashboardConfig | undefined {
  const config = type ? CONFIGS[type] : undefined;
  if (!config || !member) return config;
  return { ...config, menu: config.menu.filter((item) => memberMay(member, item.needs)) };
}
