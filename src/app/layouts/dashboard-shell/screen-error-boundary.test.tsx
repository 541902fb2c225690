import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { dashboardConfigFor } from '../../areas/dashboard-config';
import { paths } from '@/lib/routes';
import { ShellFrame } from './shell-frame';

const CRASH = "Cannot read properties of undefined (reading 'trim')";

/** The new-drive screen throws while it renders (issue 25's crash); every other screen is fine. */
function Screens() {
  const [location] = useLocation();
  if (location === paths.collegeDriveNew) throw new TypeError(CRASH);
  return <h1>Overview</h1>;
}

describe('a dashboard screen that throws', () => {
  it('says what happened inside the dashboard, whose menu still works', async () => {
    // React reports an error its boundary caught through console.error: this test provokes it on purpose.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const location = memoryLocation({ path: paths.collegeDriveNew, record: true });
    render(
      <Router hook={location.hook}>
        <ShellFrame config={dashboardConfigFor('college')!}>
          <Screens />
        </ShellFrame>
      </Router>,
    );

    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'This screen stopped working' })).toBeTruthy();
    expect(alert.textContent).toContain(CRASH);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]).toContainEqual(expect.objectContaining({ message: CRASH }));

    // The dashboard around it stays: its menu opens another screen, which shows.
    const menu = screen.getByRole('complementary', { name: 'Dashboard' });
    await user.click(within(menu).getByRole('link', { name: 'Overview' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a dashboard screen whose code is not on this device yet', () => {
  it('says so, and that a reload opens it once online: not that the screen broke', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function MissingScreen(): never {
      throw new TypeError(
        'Failed to fetch dynamically imported module: http://x.test/assets/batch-page-a1.js',
      );
    }
    render(
      <Router hook={memoryLocation({ path: paths.collegeBatch }).hook}>
        <ShellFrame config={dashboardConfigFor('college')!}>
          <MissingScreen />
        </ShellFrame>
      </Router>,
    );

    const alert = screen.getByRole('alert');
    expect(
      within(alert).getByRole('heading', { level: 1, name: 'This page is not saved on this device yet' }),
    ).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText('This screen stopped working')).toBeNull();
    logged.mockRestore();
  });
});
