import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInForm } from '../../../../../tests/support/render-form';
import type { JobPostValues } from '../model/company-form-values';
import { filledJobPost } from '../model/company-test-values';
import { JobOpeningsSection } from './job-openings-section';

/** The count badge reads '2' with ' job posts' for screen readers; match its whole text. */
const countBadge = (text: string) =>
  screen.getByText((_, element) => element?.className === 'count-badge' && element.textContent === text);

function setup(jobs: JobPostValues[]) {
  const user = userEvent.setup();
  const view = renderInForm(<JobOpeningsSection open onOpenChange={() => undefined} />, { jobs });
  const post = (number: number) => screen.getByRole('group', { name: `Job post ${number}` });
  return { user, post, ...view };
}

describe('job openings', () => {
  it('deleting a post in the middle keeps the data of the posts after it', async () => {
    const { user, post, latest } = setup([
      filledJobPost({ id: 'a', title: 'Alpha' }),
      filledJobPost({ id: 'b', title: 'Bravo' }),
      filledJobPost({ id: 'c', title: 'Charlie', min_salary: '10', max_salary: '20' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Delete job post 2' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete job post' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(screen.queryByRole('group', { name: 'Job post 3' })).toBeNull();
    expect(within(post(1)).getByLabelText('Job title')).toHaveProperty('value', 'Alpha');
    expect(within(post(2)).getByLabelText('Job title')).toHaveProperty('value', 'Charlie');
    expect(within(post(2)).getByLabelText('Maximum salary')).toHaveProperty('value', '20');
    expect((latest.values.jobs as JobPostValues[]).map((job) => job.id)).toEqual(['a', 'c']);
    expect(countBadge('2 job posts')).toBeTruthy();

    // A post added afterwards starts empty, even where the initial values once had a third post.
    await user.click(screen.getByRole('button', { name: 'Add job post' }));
    expect(within(post(3)).getByLabelText('Job title')).toHaveProperty('value', '');
    expect((latest.values.jobs as JobPostValues[])[2]).toMatchObject({ title: '', min_salary: '' });
  });

  it('a new post gets its own id and an empty row, and the count follows', async () => {
    const { user, latest } = setup([filledJobPost({ id: 'a' })]);
    await user.click(screen.getByRole('button', { name: 'Add job post' }));
    const jobs = latest.values.jobs as JobPostValues[];
    expect(jobs).toHaveLength(2);
    expect(jobs[1]).toMatchObject({ role: '', title: '', min_salary: '', max_salary: '' });
    expect(jobs[1]?.id).not.toBe('a');
    expect(countBadge('2 job posts')).toBeTruthy();
  });

  it('changing the minimum clears a maximum that is no longer higher', async () => {
    const { user, post, latest } = setup([filledJobPost({ min_salary: '4', max_salary: '8' })]);
    const min = within(post(1)).getByLabelText('Minimum salary');
    await user.selectOptions(min, '6');
    expect((latest.values.jobs as JobPostValues[])[0]?.max_salary).toBe('8');
    await user.selectOptions(min, '8');
    expect((latest.values.jobs as JobPostValues[])[0]?.max_salary).toBe('');
    const maxOptions = within(within(post(1)).getByLabelText('Maximum salary'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(maxOptions[1]).toBe('9 LPA');
  });

  it('the last post cannot be deleted', async () => {
    const { user, latest } = setup([filledJobPost()]);
    await user.click(screen.getByRole('button', { name: 'Delete job post 1' }));
    const guard = screen.getByRole('alertdialog', { name: 'Cannot delete' });
    expect(guard.textContent).toContain('At least one job post is required. You cannot delete the last job.');
    expect(latest.values.jobs).toHaveLength(1);
  });
});
