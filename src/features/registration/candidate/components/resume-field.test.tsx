import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@/lib/constants';
import { renderInForm } from '../../../../../tests/support/render-form';
import { ResumeField } from './resume-field';

const file = (name: string, size = 10, type = 'application/pdf') =>
  new File([new Uint8Array(size)], name, { type });

describe('ResumeField', () => {
  it('keeps an accepted file in the form values and refuses other kinds and sizes', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { latest } = renderInForm(<ResumeField required />);
    const input = screen.getByLabelText(/^Resume/, { selector: 'input' });

    await user.upload(input, file('photo.png', 10, 'image/png'));
    expect(screen.getByText('Please select a PDF, DOC, or DOCX file')).toBeTruthy();
    expect(latest.values.resume).toBeUndefined();

    await user.upload(input, file('cv.pdf'));
    expect(latest.values.resume).toBeInstanceOf(File);
    expect((latest.values.resume as File).name).toBe('cv.pdf');

    // A refused file leaves the accepted one in place.
    await user.upload(input, file('huge.pdf', UPLOAD_MAX_BYTES));
    expect(screen.getByText('File size must be less than 5MB')).toBeTruthy();
    expect((latest.values.resume as File).name).toBe('cv.pdf');

    await user.click(screen.getByRole('button', { name: 'Remove cv.pdf' }));
    expect(latest.values.resume).toBeUndefined();
    expect(screen.getByText('Resume is required')).toBeTruthy();
  });

  it('takes a file dropped on the drop zone', () => {
    const { latest } = renderInForm(<ResumeField required={false} />);
    fireEvent.drop(screen.getByRole('group', { name: 'Resume drop zone' }), {
      dataTransfer: { files: [file('dropped.docx')] },
    });
    expect((latest.values.resume as File).name).toBe('dropped.docx');
    expect(screen.getByText('dropped.docx')).toBeTruthy();
  });
});
