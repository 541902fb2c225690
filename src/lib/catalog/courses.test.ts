import { describe, expect, it } from 'vitest';
import { categoryLabel, COURSE_CATEGORIES, isCourseCategoryId } from './categories';
import { courseDurationLabel, COURSES, coursesInCategory, featuredCourses } from './courses';

describe('course catalogue', () => {
  it('has at least 12 courses with unique ids and titles', () => {
    expect(COURSES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(COURSES.map((course) => course.id)).size).toBe(COURSES.length);
    expect(new Set(COURSES.map((course) => course.title)).size).toBe(COURSES.length);
  });

  it('describes every course fully', () => {
    for (const course of COURSES) {
      expect(course.id).toMatch(/^[a-z0-9-]+$/);
      expect(course.summary.trim(), course.id).not.toBe('');
      expect(course.audience.trim(), course.id).not.toBe('');
      expect(course.outline.length, course.id).toBeGreaterThanOrEqual(3);
      expect(course.durationWeeks).toBeGreaterThan(0);
      expect(course.hoursPerWeek).toBeGreaterThan(0);
    }
  });

  it('fills every category, and every course is in a known one', () => {
    for (const category of COURSE_CATEGORIES)
      expect(coursesInCategory(category.id).length).toBeGreaterThan(0);
    for (const course of COURSES) expect(isCourseCategoryId(course.category)).toBe(true);
    expect(coursesInCategory(undefined)).toHaveLength(COURSES.length);
  });

  it('filters by category', () => {
    const firmware = coursesInCategory('embedded-firmware');
    expect(firmware.map((course) => course.id)).toContain('embedded-c-cortex-m');
    expect(firmware.every((course) => course.category === 'embedded-firmware')).toBe(true);
  });

  it('features some courses and labels durations and categories', () => {
    expect(featuredCourses().length).toBeGreaterThan(0);
    expect(courseDurationLabel({ durationWeeks: 6, hoursPerWeek: 5 })).toBe('6 weeks, about 5 hours a week');
    expect(categoryLabel('pcb-design')).toBe('PCB design');
    expect(isCourseCategoryId('nonsense')).toBe(false);
    expect(isCourseCategoryId(null)).toBe(false);
  });
});
