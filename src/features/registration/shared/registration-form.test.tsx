import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DraftRow } from '@/offline/db/app-db';
import { CollegeForm } from '../college/components/college-form';

/** A draft as an older version of the college form might have saved it: two values of another kind. */
const olderDraft: DraftRow = {
  formId: 'college',
  formatVersion: 1,
  updatedAt: Date.UTC(2026, 10, 1, 9, 30),
  tabId: 'another-tab',
  values: {
    university: 'Anna University',
    student_strength: 1500,
    primary_contacts: 'Asha Menon',
    tpo_name: 'Dr. Ravi Kumar',
  },
};

describe('a restored draft that no longer fits the form', { timeout: 20_000 }, () => {
  it('keeps what fits, drops the rest for blank fields and says so, without breaking the form', async () => {
    render(<CollegeForm restored={olderDraft} />);
    const notice = await screen.findByText(/We restored your draft saved at/);
    expect(notice.textContent).toContain('Part of it no longer fits this form and was left out');
    const university = screen.getByRole('textbox', { name: 'University (affiliation)' }) as HTMLInputElement;
    expect(university.value).toBe('Anna University');
    const tpoName = await screen.findByRole('textbox', { name: /TPO name/ }, { timeout: 5000 });
    expect((tpoName as HTMLInputElement).value).toBe('Dr. Ravi Kumar');
    expect((screen.getByLabelText(/Student strength/) as HTMLInputElement).value).toBe('');
    const contact = await screen.findByRole('group', { name: 'Primary contact 1' }, { timeout: 5000 });
    expect((within(contact).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('');
  });

  it('says nothing more when the whole draft fits', async () => {
    render(<CollegeForm restored={{ ...olderDraft, values: { tpo_name: 'Dr. Ravi Kumar' } }} />);
    const notice = await screen.findByText(/We restored your draft saved at/);
    expect(notice.textContent).not.toContain('no longer fits');
  });
});
