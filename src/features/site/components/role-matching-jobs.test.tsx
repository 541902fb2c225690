import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RoleMatchingJobs } from './role-matching-jobs';

describe('RoleMatchingJobs', () => {
  it('links to Job Pulse with the role preselected', () => {
    render(<RoleMatchingJobs role="firmware_developer" roleTitle="Firmware Developer" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Matching jobs' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'See Firmware Developer jobs on Job Pulse' });
    expect(link.getAttribute('href')).toBe('/Job_pulse?role=firmware_developer');
  });
});
