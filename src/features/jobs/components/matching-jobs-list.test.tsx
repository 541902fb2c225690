import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setControls } from '@mocks/controls';
import { MatchingJobsList } from './matching-jobs-list';

describe('MatchingJobsList', () => {
  it('lists the live openings of one role with links to them and to Job Pulse', async () => {
    render(<MatchingJobsList role="integration_engineer" />);
    const list = await screen.findByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      expect.arrayContaining(['Systems Integration Engineer', 'Controls Integration Engineer']),
    );
    expect(links.every((link) => /^\/job\/job-/.test(link.getAttribute('href') ?? ''))).toBe(true);
    const all = screen.getByRole('link', {
      name: /See every Integration Engineer opening on Job Pulse \(3\)/,
    });
    expect(all.getAttribute('href')).toBe('/Job_pulse?role=integration_engineer');
  });

  it('says when the jobs cannot be loaded', async () => {
    setControls({ status: 500 });
    render(<MatchingJobsList role="pcb_designer" />);
    expect((await screen.findByRole('alert')).textContent).toContain('Server error. Please try again later.');
  });
});
