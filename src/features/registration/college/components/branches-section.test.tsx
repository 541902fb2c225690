import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInForm } from '../../../../../tests/support/render-form';
import { createCollegeFormValues } from '../model/college-form-values';
import { RVCE } from '../model/rvce.fixture';
import { BranchesSection } from './branches-section';

const PICK = RVCE;

function setup() {
  const user = userEvent.setup({ delay: null });
  const view = renderInForm(<BranchesSection />, { ...createCollegeFormValues(), collegePick: PICK });
  return { user, ...view };
}

const sections = (branch: string) =>
  screen.getByRole<HTMLSelectElement>('combobox', { name: `Number of sections for ${branch}` });

describe('branches offered for a picked institution', () => {
  it("'Use these branches' ticks them with AICTE's sections, keeps other choices and settles the offer", async () => {
    const { user, latest } = setup();
    await user.click(screen.getByRole('checkbox', { name: 'Others' }));
    await user.selectOptions(sections('Others'), '2');
    await user.click(screen.getByRole('button', { name: 'Use these branches' }));

    expect(sections('Computer science and allied Branches').value).toBe('8');
    expect(sections('Mechanical and allied Branches').value).toBe('3');
    expect(sections('Others').value).toBe('2');
    expect(latest.values.branches).toMatchObject({
      cse: { offered: true, sections: '8' },
      mech: { offered: true, sections: '3' },
    });
    expect(latest.values.branchesOfferSettled).toBe(PICK.id);
    expect(screen.queryByRole('button', { name: 'Use these branches' })).toBeNull();
  });

  it("'Not now' settles the offer and ticks nothing", async () => {
    const { user, latest } = setup();
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('button', { name: 'Use these branches' })).toBeNull();
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: 'Computer science and allied Branches' })
        .checked,
    ).toBe(false);
    expect(latest.values.branchesOfferSettled).toBe(PICK.id);
  });
});
