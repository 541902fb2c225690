import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchInstitutionsLocally } from '@/lib/institutions/local-search';
import { renderInForm } from '../../../../../tests/support/render-form';
import { CollegeField } from './college-field';

// The list loads lazily once; load it before the tests so they time only the field.
beforeAll(async () => {
  await searchInstitutionsLocally('college', 1);
}, 20_000);

describe('CollegeField', () => {
  it('suggests from the local list, fills name and district, and records the pick', async () => {
    const user = userEvent.setup();
    const { latest } = renderInForm(<CollegeField />);
    const input = screen.getByRole('combobox', { name: /College/ });
    await user.type(input, 'r v college of eng');
    // Its text (happy-dom lays out no CSS, so the computed name spaces out the highlighted parts).
    const option = await screen.findByRole('option', {
      name: (_, element) => element.textContent === 'R.V. COLLEGE OF ENGINEERING, BANGALORE URBAN, Karnataka',
    });
    expect(within(option).getByText('R.V. COLLEGE OF ENG').tagName).toBe('MARK');
    await user.click(option);
    expect(latest.values.college).toBe('R.V. COLLEGE OF ENGINEERING, BANGALORE URBAN');
    expect(latest.values.collegeChoice).toEqual({ source: 'suggestion', id: '1-44641783475' });

    // Typing again drops the pick.
    await user.type(input, 'x');
    expect(latest.values.collegeChoice).toBeUndefined();
  });

  it('shows a suggestion found by a former name under its current name, saying so, and picks the current name', async () => {
    const user = userEvent.setup();
    const { latest } = renderInForm(<CollegeField />);
    await user.type(screen.getByRole('combobox', { name: /College/ }), 'delhi college of engineering');
    const option = await screen.findByRole('option', {
      name: (_, element) =>
        element.textContent ===
        'DELHI TECHNOLOGICAL UNIVERSITY, NORTH WEST DELHI, Delhi · formerly DELHI COLLEGE OF ENGINEERING',
    });
    await user.click(option);
    expect(latest.values.college).toBe('DELHI TECHNOLOGICAL UNIVERSITY, NORTH WEST DELHI');
  });

  it('offers manual entry past two characters when nothing matches', async () => {
    const user = userEvent.setup();
    const { latest } = renderInForm(<CollegeField />);
    const input = screen.getByRole('combobox', { name: /College/ });
    await user.type(input, 'qz');
    expect(screen.queryByRole('option')).toBeNull();
    await user.type(input, 'x');
    await user.click(
      await screen.findByRole('option', { name: "Can't find your college? Click to enter manually" }),
    );
    expect(latest.values).toMatchObject({ college: 'qzx', collegeChoice: { source: 'manual' } });
    expect(screen.queryByRole('option')).toBeNull();
  });
});
