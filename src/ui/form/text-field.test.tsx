import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, useForm } from 'react-final-form';
import { describe, expect, it, vi } from 'vitest';
import { readNameCharacters } from '@/lib/validation/form-rules';
import { renderInForm } from '../../../tests/support/render-form';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

const CHARACTERS = 'Company name can only contain letters, spaces, and basic punctuation';
const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
/** The field's polite live region: what a screen reader hears as the field changes what was typed. */
const announced = () => document.querySelector('[data-field-messages]')?.textContent ?? '';

/** A paste as the browser delivers it: a cancellable paste event carrying the clipboard text. */
function paste(control: HTMLElement, text: string) {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  return fireEvent.paste(control, { clipboardData: data });
}

describe('TextField notes (issue 14)', () => {
  it('says why characters vanished the moment they do, announces it, and keeps it while the person types on', async () => {
    const user = userEvent.setup();
    renderInForm(
      <>
        <TextField name="company" label="Company name" sanitize={readNameCharacters('Company name')} />
        <TextField name="website" label="Website" />
      </>,
    );
    await user.type(input(/Company name/), '3');
    expect(input(/Company name/).value).toBe('');
    expect(screen.getByText(CHARACTERS)).toBeTruthy();
    expect(announced()).toBe(CHARACTERS);
    expect(input(/Company name/).getAttribute('aria-describedby')).toContain(screen.getByText(CHARACTERS).id);
    // Issue 19: the next key press no longer hides it; leaving after a clean edit does.
    await user.type(input(/Company name/), 'M India');
    expect(input(/Company name/).value).toBe('M India');
    expect(screen.getByText(CHARACTERS)).toBeTruthy();
    await user.click(input(/Website/));
    expect(screen.queryByText(CHARACTERS)).toBeNull();
    expect(announced()).toBe('');
  });

  it('drops the note when the value is replaced from outside (a reset)', async () => {
    const user = userEvent.setup();
    function SetFromOutside() {
      const form = useForm();
      return (
        <button type="button" onClick={() => form.change('company', 'Acme Labs')}>
          Replace
        </button>
      );
    }
    const { latest } = renderInForm(
      <>
        <TextField name="company" label="Company name" sanitize={readNameCharacters('Company name')} />
        <SetFromOutside />
      </>,
      { company: 'Acme' },
    );
    await user.type(input(/Company name/), '#');
    expect(screen.getByText(CHARACTERS)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    expect(latest.values.company).toBe('Acme Labs');
    expect(screen.queryByText(CHARACTERS)).toBeNull();
  });
});

describe('TextField maximum length (issue 14)', () => {
  it('carries the maximum as maxlength and accepts exactly that many characters', () => {
    renderInForm(<TextField name="title" label="Job title" maxLength={10} />);
    expect(input(/Job title/).maxLength).toBe(10);
    fireEvent.change(input(/Job title/), { target: { value: 'x'.repeat(10) } });
    expect(screen.queryByText('Job title must be at most 10 characters long')).toBeNull();
  });

  it('keeps a paste longer than the maximum whole and says at once what to shorten', () => {
    const { latest } = renderInForm(<TextField name="title" label="Job title" maxLength={10} />, {
      title: 'Lead ',
    });
    const field = input(/Job title/);
    field.setSelectionRange(5, 5);
    const event = paste(field, 'Firmware Engineer');
    // The browser's own paste would cut it at 10 characters: it is taken over, nothing is lost.
    expect(event).toBe(false);
    expect(latest.values.title).toBe('Lead Firmware Engineer');
    expect(screen.getByText('Job title must be at most 10 characters long')).toBeTruthy();
    expect(screen.getByText('22 / 10 characters')).toBeTruthy();
    expect(announced()).toBe('Job title must be at most 10 characters long');
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('leaves a paste that fits to the browser', () => {
    renderInForm(<TextField name="title" label="Job title" maxLength={10} />);
    expect(paste(input(/Job title/), 'Lead')).toBe(true);
  });

  it('blocks submitting while too long', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Form onSubmit={onSubmit} initialValues={{ title: 'Four' }}>
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit}>
            <TextField name="title" label="Job title" maxLength={3} />
            <button type="submit">Send</button>
          </form>
        )}
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(input(/Job title/));
    await user.type(input(/Job title/), 'Two');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('TextAreaField', () => {
  it('shows a live count against its maximum and keeps line breaks of a long paste', () => {
    const { latest } = renderInForm(
      <TextAreaField name="description" label="Job description" maxLength={8} />,
    );
    expect(screen.getByText('0 / 8 characters')).toBeTruthy();
    paste(screen.getByLabelText(/Job description/), 'one\r\ntwo\nthree');
    expect(latest.values.description).toBe('one\ntwo\nthree');
    expect(screen.getByText('13 / 8 characters')).toBeTruthy();
    expect(screen.getByText('Job description must be at most 8 characters long')).toBeTruthy();
  });
});

describe('an emptied field (issue 25)', () => {
  it('holds an empty text, as the blank form does, not undefined', async () => {
    const user = userEvent.setup();
    const { latest } = renderInForm(
      <>
        <TextField name="minCgpa" label="Minimum CGPA" inputMode="decimal" />
        <TextAreaField name="description" label="About the job" maxLength={50} />
      </>,
      { minCgpa: '', description: 'A' },
    );
    await user.type(input(/Minimum CGPA/), '7');
    expect(latest.values.minCgpa).toBe('7');
    await user.type(input(/Minimum CGPA/), '{Backspace}');
    expect(input(/Minimum CGPA/).value).toBe('');
    expect(latest.values).toHaveProperty('minCgpa', '');
    await user.clear(screen.getByLabelText(/About the job/));
    expect(latest.values).toHaveProperty('description', '');
  });
});
