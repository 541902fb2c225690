import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInForm } from '../../../tests/support/render-form';
import { PhoneField } from './phone-field';

const phone = () => screen.getByLabelText(/Phone number/) as HTMLInputElement;
/** The texts the field's aria-describedby points at (its notes and error), as a screen reader reads them after the label. */
const describedBy = () =>
  (phone().getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

function setup() {
  const user = userEvent.setup();
  const view = renderInForm(<PhoneField name="phone" label="Phone number" />);
  return { user, ...view };
}

describe('PhoneField (issue 14)', () => {
  it.each([
    ['+91 98765 43210', 'Removed +91 in front of the 10-digit number'],
    ['098765 43210', 'Removed 0 in front of the 10-digit number'],
  ])('a paste of %j keeps 9876543210 and says what it removed', async (text, note) => {
    const { user, latest } = setup();
    await user.click(phone());
    await user.paste(text);
    expect(phone().value).toBe('9876543210');
    expect(latest.values.phone).toBe('9876543210');
    expect(describedBy()).toBe(note);
    // A removed prefix is news, not a problem: the field stays valid.
    expect(phone().getAttribute('aria-invalid')).toBe('false');
  });

  it.each(['(987) 654-3210', '９８７６５４３２１０'])(
    'a paste of %j keeps 9876543210 with nothing removed to tell',
    async (text) => {
      const { user, latest } = setup();
      await user.click(phone());
      await user.paste(text);
      expect(phone().value).toBe('9876543210');
      expect(latest.values.phone).toBe('9876543210');
      expect(describedBy()).toBe('');
      expect(phone().getAttribute('aria-invalid')).toBe('false');
    },
  );

  it('typing "+91 98765 43210" ends on the ten digits and names the +91 it removed', async () => {
    const { user } = setup();
    await user.type(phone(), '+91 98765 43210');
    expect(phone().value).toBe('9876543210');
    expect(screen.getByText('Removed +91 in front of the 10-digit number')).toBeTruthy();
  });

  it('keeps a longer number whole, with the spec message at once', async () => {
    const { user } = setup();
    await user.type(phone(), '98765432109999');
    expect(phone().value).toBe('98765432109999');
    expect(screen.getByText('Phone number must be exactly 10 digits')).toBeTruthy();
    expect(phone().getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses letters with the spec message, kept until the field is left after a clean edit (issue 19)', async () => {
    const { user } = setup();
    await user.type(phone(), '98765a');
    expect(phone().value).toBe('98765');
    expect(screen.getByText('Phone number can only contain numbers')).toBeTruthy();
    await user.type(phone(), '4');
    expect(screen.getByText('Phone number can only contain numbers')).toBeTruthy();
    await user.tab();
    expect(screen.queryByText('Phone number can only contain numbers')).toBeNull();
  });

  it('has no maxlength: nothing is ever cut', () => {
    setup();
    expect(phone().hasAttribute('maxlength')).toBe(false);
    fireEvent.change(phone(), { target: { value: '1234567890123' } });
    expect(phone().value).toBe('1234567890123');
  });
});
