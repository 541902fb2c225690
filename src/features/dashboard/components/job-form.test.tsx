import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { JobInput } from '@/lib/api/portal-contract';
import { emptyJobFormValues, localToday } from '../model/job-form-values';
import { JobForm } from './job-form';

function setup(onSave = vi.fn<(input: JobInput) => Promise<unknown>>().mockResolvedValue(undefined)) {
  const user = userEvent.setup({ delay: null });
  render(
    <JobForm
      initialValues={emptyJobFormValues()}
      onSave={onSave}
      submitLabel="Post job"
      submittingLabel="Posting..."
    />,
  );
  return { user, onSave };
}

const field = (name: RegExp) => screen.getByLabelText(name);

describe('JobForm', () => {
  it('sends nothing while a rule fails and takes the person to the first failing field', async () => {
    const { user, onSave } = setup();
    await user.click(screen.getByRole('button', { name: 'Post job' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Role is required')).toBeTruthy();
    expect(screen.getByText('Job description is required')).toBeTruthy();
    expect(document.activeElement).toBe(field(/^Role/));

    await user.selectOptions(field(/^Role/), 'pcb_designer');
    await user.type(field(/^Job title/), 'Layout Lead');
    await user.type(field(/^Job description/), 'Boards.');
    await user.type(field(/^Location/), 'Pune');
    await user.type(field(/^Closing date/), localToday());
    fireEvent.change(field(/^Openings/), { target: { value: '0' } });
    await user.click(screen.getByRole('button', { name: 'Post job' }));
    expect(screen.getByText('Openings must be a whole number from 1 to 500')).toBeTruthy();
    expect(document.activeElement).toBe(field(/^Openings/));
  });

  it('takes the title as typed, limits its length, and keeps the maximum salary above the minimum', async () => {
    const { user } = setup();
    await user.type(field(/^Job title/), 'C/C++ #Firmware 2');
    expect((field(/^Job title/) as HTMLInputElement).value).toBe('C/C++ #Firmware 2');
    expect(field(/^Job title/).getAttribute('maxlength')).toBe('120');
    expect(field(/^Job description/).getAttribute('maxlength')).toBe('5000');
    expect(screen.getByText('0 / 5000 characters')).toBeTruthy();
    await user.selectOptions(field(/^Minimum salary/), '10');
    const maxOptions = [...(field(/^Maximum salary/) as HTMLSelectElement).options].map(
      (option) => option.value,
    );
    expect(maxOptions.filter(Boolean).every((value) => Number(value) > 10)).toBe(true);
    await user.selectOptions(field(/^Maximum salary/), '12');
    await user.selectOptions(field(/^Minimum salary/), '15');
    expect((field(/^Maximum salary/) as HTMLSelectElement).value).toBe('');
  });

  it('sends the contract body built from the values, and shows a server refusal', async () => {
    const onSave = vi.fn<(input: JobInput) => Promise<unknown>>().mockRejectedValue(new Error('nope'));
    const { user } = setup(onSave);
    await user.selectOptions(field(/^Role/), 'firmware_developer');
    await user.type(field(/^Job title/), 'Bootloader Engineer');
    await user.type(field(/^Job description/), 'Secure boot.');
    await user.selectOptions(field(/^Minimum salary/), '6');
    await user.type(field(/^Location/), 'Mysuru');
    await user.type(field(/^Closing date/), localToday());
    await user.click(screen.getByRole('button', { name: 'Post job' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      role: 'firmware_developer',
      title: 'Bootloader Engineer',
      description: 'Secure boot.',
      min_salary: 6,
      location: 'Mysuru',
      openings: 1,
      closing_date: localToday(),
    });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Network error. Please check your connection.',
    );
  });
});
