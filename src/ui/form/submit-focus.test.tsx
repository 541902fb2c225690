import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { describe, expect, it } from 'vitest';
import { emptyFields, formError, SUBMIT_FOCUS } from './submit-focus';
import { TextField } from './text-field';

const required = (value: string | undefined) => (value ? undefined : 'Required');

/** Three fields in page order; `answer` is what the submit returns (the server's answer). */
function renderForm(answer: (values: Record<string, string>) => SubmissionErrors | undefined) {
  const user = userEvent.setup({ delay: null });
  render(
    <Form<Record<string, string>>
      onSubmit={async (values) => answer(values)}
      decorators={SUBMIT_FOCUS}
      render={({ handleSubmit, submitError }) => (
        <form onSubmit={handleSubmit}>
          <TextField name="name" label="Name" />
          <TextField name="email" label="Email" validate={required} />
          <TextField name="phone" label="Phone" validate={required} />
          {typeof submitError === 'string' && <p role="alert">{submitError}</p>}
          <button type="submit">Send</button>
        </form>
      )}
    />,
  );
  return user;
}

describe('focus on submit', () => {
  it('a failing rule: the first failing field in page order, not the first field', async () => {
    const user = renderForm(() => undefined);
    await user.type(screen.getByLabelText('Email'), 'a@b.test');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Phone'));
  });

  it("the answer's form error marks and focuses the fields it names, with no second message", async () => {
    const user = renderForm((values) =>
      formError('Please fill in all fields', emptyFields(values, ['name'])),
    );
    await user.type(screen.getByLabelText('Email'), 'a@b.test');
    await user.type(screen.getByLabelText('Phone'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Please fill in all fields')).toHaveLength(1);
    // Editing the field takes the mark away.
    await user.type(screen.getByLabelText('Name'), 'Asha');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('false');
  });

  it('an answer about no field leaves the focus where it was', async () => {
    const user = renderForm(() => ({ [FORM_ERROR]: 'Invalid credentials' }));
    await user.type(screen.getByLabelText('Email'), 'a@b.test');
    await user.type(screen.getByLabelText('Phone'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send' }));
  });
});
