import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setControls } from '@mocks/controls';
import { server } from '@mocks/node';
import { renderInForm } from '../../../../../tests/support/render-form';
import { CollegeNameField } from './college-name-field';

function setup(college_address = '') {
  const user = userEvent.setup({ delay: null });
  const view = renderInForm(<CollegeNameField />, { college_name: '', college_address });
  const input = screen.getByRole('combobox', { name: /College name/ });
  return { user, input, ...view };
}

// The mock loads its institution index on the first search, hence the generous waits.
describe('college name suggestions', { timeout: 20_000 }, () => {
  it('searches from 2 characters, picks a suggestion into name and address, and drops the pick on typing', async () => {
    const { user, input, latest } = setup();
    await user.type(input, 'v');
    expect(screen.queryByText('Searching colleges...')).toBeNull();
    await user.type(input, 'ellore inst');
    expect(screen.getByText('Searching colleges...')).toBeTruthy();
    const listbox = screen.getByRole('listbox', { hidden: true });
    const option = await within(listbox).findByRole(
      'option',
      // Its text (happy-dom lays out no CSS, so the computed name spaces out the highlighted parts).
      { name: (_, element) => element.textContent === 'VELLORE INSTITUTE OF TECHNOLOGY, VELLORE' },
      { timeout: 10_000 },
    );
    await user.click(option);
    expect(latest.values.college_name).toBe('VELLORE INSTITUTE OF TECHNOLOGY');
    expect(latest.values.college_address).toMatch(/, VELLORE, Tamil Nadu$/);
    expect(latest.values.collegePick).toMatchObject({ name: 'VELLORE INSTITUTE OF TECHNOLOGY' });

    await user.type(input, 'X');
    expect(latest.values.collegePick).toBeUndefined();
    expect(latest.values.college_address).toMatch(/, VELLORE, Tamil Nadu$/);
  });

  it('says when nothing matches', async () => {
    const { user, input } = setup();
    await user.type(input, 'qqzzxx');
    expect(await screen.findByText('No colleges found', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('logs a failed search and empties the list', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setControls({ status: 500, pathPrefix: '/college/search' });
    const { user, input } = setup();
    await user.type(input, 'vellore');
    await waitFor(() => expect(logged).toHaveBeenCalledWith('College search failed', expect.anything()), {
      timeout: 10_000,
    });
    expect(screen.queryByText('Searching colleges...')).toBeNull();
    expect(screen.queryByText('No colleges found')).toBeNull();
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
  });

  it('keeps the typed address when the picked suggestion has none', async () => {
    server.use(
      http.get('*/api/college/search', () =>
        HttpResponse.json({ success: true, colleges: [{ id: 'x1', name: 'XAVIER COLLEGE', city: '' }] }),
      ),
    );
    const { user, input, latest } = setup('12 Beach Road');
    await user.type(input, 'xavier');
    await user.click(
      await screen.findByRole('option', { name: 'XAVIER COLLEGE', hidden: true }, { timeout: 10_000 }),
    );
    expect(latest.values.college_name).toBe('XAVIER COLLEGE');
    expect(latest.values.college_address).toBe('12 Beach Road');
    expect(screen.getByText(/Selected from the list/)).toBeTruthy();
  });
});
