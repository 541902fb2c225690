import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/routes';
import { USER_TYPES } from '@/lib/user-types';
import { dashboardConfigFor } from './dashboard-config';

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
});
