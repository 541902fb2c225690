import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInForm } from '../../../../../tests/support/render-form';
import { createCollegeFormValues, type PrimaryContactRow } from '../model/college-form-values';
import { PrimaryContactsSection } from './primary-contacts-section';

const row = (number: number) => within(screen.getByRole('group', { name: `Primary contact ${number}` }));
const nameIn = (number: number) => row(number).getByRole('textbox', { name: 'Name' }) as HTMLInputElement;

// Typing goes through userEvent; generous limits keep the tests steady on a busy machine.
describe('primary contacts', { timeout: 20_000 }, () => {
  it('starts with one row, adds rows, and keeps the right values when an earlier row is deleted', async () => {
    const user = userEvent.setup({ delay: null });
    const { latest } = renderInForm(<PrimaryContactsSection />, { ...createCollegeFormValues() });
    expect(screen.getAllByRole('group')).toHaveLength(1);
    await user.type(nameIn(1), 'First Person');
    await user.click(screen.getByRole('button', { name: 'Add another primary contact' }));
    expect(document.activeElement).toBe(nameIn(2));
    await user.type(nameIn(2), 'Second Person');
    await user.type(row(2).getByRole('textbox', { name: 'Phone number' }), '98765x43210');

    await user.click(screen.getByRole('button', { name: 'Delete primary contact 1' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete primary contact', hidden: true });
    expect(within(confirm).getByText('Are you sure you want to delete this primary contact?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete', hidden: true }));

    expect(screen.queryByRole('group', { name: 'Primary contact 2' })).toBeNull();
    expect(nameIn(1).value).toBe('Second Person');
    const rows = latest.values.primary_contacts as PrimaryContactRow[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Second Person', phone: '9876543210' });
  });

  it('refuses to delete the last row', async () => {
    const user = userEvent.setup({ delay: null });
    const { latest } = renderInForm(<PrimaryContactsSection />, { ...createCollegeFormValues() });
    await user.click(screen.getByRole('button', { name: 'Delete primary contact 1' }));
    const guard = screen.getByRole('alertdialog', { name: 'Cannot delete', hidden: true });
    expect(within(guard).getByText('At least one primary contact is required.')).toBeTruthy();
    expect(latest.values.primary_contacts).toHaveLength(1);
  });
});
