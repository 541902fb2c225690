import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { COURSES, coursesInCategory } from '@/lib/catalog/courses';
import { CourseCatalogue } from './course-catalogue';

function openAt(url: string) {
  window.history.replaceState(null, '', url);
  return render(<CourseCatalogue />);
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('course catalogue filter', () => {
  it('shows every course by default', () => {
    openAt('/all-courses');
    expect(
      screen.getByRole('link', { name: `All categories (${COURSES.length})` }).getAttribute('aria-current'),
    ).toBe('page');
    expect(screen.getAllByRole('article')).toHaveLength(COURSES.length);
    expect(screen.getByRole('status').textContent).toBe(
      `Showing ${COURSES.length} of ${COURSES.length} courses`,
    );
  });

  it('filters by the chosen category and keeps the choice in the URL', async () => {
    const user = userEvent.setup();
    openAt('/all-courses');
    const firmwareLink = screen.getByRole('link', { name: /^Embedded firmware/ });
    // A link, so the choice works on the prerendered page before its code has run.
    expect(firmwareLink.getAttribute('href')).toBe('/all-courses?category=embedded-firmware');
    await user.click(firmwareLink);
    const firmware = coursesInCategory('embedded-firmware');
    expect(screen.getAllByRole('article')).toHaveLength(firmware.length);
    expect(screen.getByRole('heading', { name: 'Embedded C on ARM Cortex-M' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'PCB Design Fundamentals with KiCad' })).toBeNull();
    expect(window.location.search).toBe('?category=embedded-firmware');
    expect(screen.getByRole('link', { name: /^Embedded firmware/ }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: /^All categories/ }).getAttribute('aria-current')).toBeNull();

    await user.click(screen.getByRole('link', { name: /^All categories/ }));
    expect(screen.getAllByRole('article')).toHaveLength(COURSES.length);
    expect(window.location.search).toBe('');
  });

  it('opens with the category from the URL and ignores an unknown one', () => {
    const { unmount } = openAt('/all-courses?category=pcb-design');
    expect(screen.getByRole('heading', { level: 2, name: 'PCB design courses' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(coursesInCategory('pcb-design').length);
    unmount();
    openAt('/all-courses?category=astrology');
    expect(screen.getAllByRole('article')).toHaveLength(COURSES.length);
  });
});
