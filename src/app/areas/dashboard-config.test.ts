import type { MemberRole } from '@/lib/committee/roles';
import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/routes';
import { areaOf, USER_TYPES, type UserType } from '@/lib/user-types';
import { AREA_SCREENS } from './area-screens';
import { dashboardConfigFor } from './dashboard-config';

/** A menu as a person reads it: label, where it goes, its icon. */
const menuOf = (type: UserType) =>
  dashboardConfigFor(type)?.menu.map(({ label, path, icon }) => `${label} → ${path} (${icon})`);

const CANDIDATE_MENU = (resume: string) => [
  `Overview → ${paths.studentDashboard} (home)`,
  `Job Pulse → ${paths.studentJobPulse} (pulse)`,
  `Courses → ${paths.studentCourses} (book)`,
  `${resume} → ${paths.studentResume} (file)`,
];

describe('dashboard configuration', () => {
  it('gives only a student at a college the placement season: its screens and the inbox bell', () => {
    const student = dashboardConfigFor('student-college');
    expect(student?.menu.map((item) => item.path)).toEqual([
      paths.studentDashboard,
      paths.studentDrives,
      paths.studentApplications,
      paths.studentOffers,
      paths.studentNotifications,
      paths.studentProfile,
      paths.studentAfterGraduation,
      paths.studentJobPulse,
      paths.studentCourses,
      paths.studentResume,
    ]);
    expect(student?.menu.find((item) => item.badge)?.path).toBe(paths.studentNotifications);
    expect(student?.features.notifications).toBe(true);
    for (const type of USER_TYPES.filter((value) => value !== 'student-college')) {
      const config = dashboardConfigFor(type);
      expect(config?.features.notifications, type).toBe(false);
      expect(
        config?.menu.some((item) => item.path === paths.studentDrives),
        type,
      ).toBe(false);
      expect(
        config?.menu.some((item) => item.path === paths.studentAfterGraduation),
        type,
      ).toBe(false);
    }
  });

  it("names each menu item with its feature's label for the screen, and the resume by who is signed in", () => {
    expect(menuOf('jobseeker-fresher')).toEqual(CANDIDATE_MENU('Resume'));
    expect(menuOf('working-professional')).toEqual(CANDIDATE_MENU('Professional Resume'));
    expect(menuOf('company')).toEqual([
      `Overview → ${paths.companyDashboard} (home)`,
      `My Jobs → ${paths.companyJobs} (briefcase)`,
      `Campus drives → ${paths.companyDrives} (briefcase)`,
      `Post New Job → ${paths.companyPostJob} (plus)`,
      `Students → ${paths.companyStudents} (users)`,
      `Team → ${paths.companyMembers} (users)`,
    ]);
    expect(menuOf('college')).toEqual([
      `Overview → ${paths.collegeDashboard} (home)`,
      `Batch → ${paths.collegeBatch} (home)`,
      `Placement season → ${paths.collegeSeason} (graduationCap)`,
      `Drives → ${paths.collegeDrives} (briefcase)`,
      `Season policy → ${paths.collegePolicy} (file)`,
      `Students → ${paths.collegeStudents} (users)`,
      `Jobs → ${paths.collegeJobs} (briefcase)`,
      `Companies → ${paths.collegeCompanies} (building)`,
      `Placement report → ${paths.collegeReport} (file)`,
      `Audit log → ${paths.collegeAuditLog} (list)`,
      `Committee → ${paths.collegeMembers} (users)`,
    ]);
    expect(menuOf('student-college')?.slice(1, 7)).toEqual([
      `Placement drives → ${paths.studentDrives} (briefcase)`,
      `My applications → ${paths.studentApplications} (list)`,
      `Offers → ${paths.studentOffers} (award)`,
      `Notifications → ${paths.studentNotifications} (bell)`,
      `My profile → ${paths.studentProfile} (user)`,
      `After graduation → ${paths.studentAfterGraduation} (book)`,
    ]);
  });

  it('shows a committee member only the screens their role includes (issue 35)', () => {
    const menu = (type: 'college' | 'company', role: MemberRole) =>
      dashboardConfigFor(type, { id: 'm', role })?.menu.map((item) => item.label);
    expect(menu('college', 'reportViewer')).toEqual(['Overview', 'Placement season', 'Placement report']);
    expect(menu('college', 'studentCoordinator')).toEqual([]);
    expect(menu('college', 'departmentCoordinator')).not.toContain('Committee');
    expect(menu('college', 'placementOfficer')).toContain('Committee');
    expect(menu('company', 'interviewer')).toEqual([]);
    expect(menu('company', 'recruiter')).not.toContain('Team');
  });

  it('links every menu item to a screen its own area routes, and routes each path once', () => {
    for (const type of USER_TYPES) {
      const routed = AREA_SCREENS[areaOf(type)].flatMap((screen) => screen.paths);
      for (const item of dashboardConfigFor(type)?.menu ?? []) expect(routed, type).toContain(item.path);
    }
    const everyPath = Object.values(AREA_SCREENS).flatMap((screens) =>
      screens.flatMap((screen) => screen.paths),
    );
    expect(new Set(everyPath).size).toBe(everyPath.length);
  });
});
