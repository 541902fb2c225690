import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setControls } from '@mocks/controls';
import { lastMailTo } from '@mocks/mailbox';
import { renderInForm } from '../../../../tests/support/render-form';
import { TextField } from '@/ui/form/text-field';
import { EmailVerificationField } from './email-verification-field';

const codeFor = (email: string) => lastMailTo(email)?.code ?? '';

function setup(variant: 'college' | 'company' | 'candidate', email = 'new.person@example.com') {
  const user = userEvent.setup();
  const view = renderInForm(
    <EmailVerificationField name="email" label="Official email" variant={variant} />,
    { email },
  );
  return { user, ...view };
}

describe('e-mail verification flow', () => {
  it('college: sends a code, rejects a wrong one, verifies the right one and closes by itself', async () => {
    const { user, latest } = setup('college');
    await user.click(screen.getByRole('button', { name: 'Verify official email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify Email' });
    expect(within(dialog).getByText('Resend OTP in 60s')).toBeTruthy();
    const verify = within(dialog).getByRole('button', { name: 'Verify' });
    expect((verify as HTMLButtonElement).disabled).toBe(true);

    const wrong = codeFor('new.person@example.com') === '000000' ? '111111' : '000000';
    await user.type(within(dialog).getByLabelText('Digit 1 of 6'), wrong);
    expect(await within(dialog).findByText('Invalid OTP. Please try again.')).toBeTruthy();
    expect((within(dialog).getByLabelText('Digit 1 of 6') as HTMLInputElement).value).toBe('');

    await user.click(within(dialog).getByLabelText('Digit 1 of 6'));
    await user.paste(codeFor('new.person@example.com'));
    expect(await screen.findByText('Email verified successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 3000 });
    expect(screen.getByRole('button', { name: 'Official email verified' }).textContent).toBe('Verified');
    expect(latest.values.verifiedEmails).toEqual({ email: 'new.person@example.com' });

    // Editing the verified address makes it unverified again.
    await user.type(screen.getByLabelText(/Official email/, { selector: 'input' }), 'x');
    expect(screen.getByRole('button', { name: 'Verify official email' }).textContent).toBe('Verify');
    expect((latest.values.verifiedEmails as Record<string, string> | undefined)?.email).toBeUndefined();
  });

  it('backspace in an empty box moves focus back', async () => {
    const { user } = setup('college');
    await user.click(screen.getByRole('button', { name: 'Verify official email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify Email' });
    await user.type(within(dialog).getByLabelText('Digit 1 of 6'), '12');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Digit 3 of 6'));
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Digit 2 of 6'));
  });

  it('company: an e-mail that is already registered is refused before any code is sent', async () => {
    const { user } = setup('company', 'lead@example.com');
    await user.click(screen.getByRole('button', { name: 'Verify official email' }));
    expect(await screen.findByText('Email already registered')).toBeTruthy();
    expect(lastMailTo('lead@example.com')).toBeUndefined();
  });

  it('company: an HTTP error while verifying shows the server message', async () => {
    const { user } = setup('company');
    await user.click(screen.getByRole('button', { name: 'Verify official email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify Email' });
    setControls({ status: 503, pathPrefix: '/verify-otp' });
    await user.type(within(dialog).getByLabelText('Digit 1 of 6'), '123456');
    expect(await within(dialog).findByText('Forced status 503 (mock controls)')).toBeTruthy();
  });

  it('candidate: a wrong code shows Verification Failed with Try Again; success shows Email Verified!', async () => {
    const { user } = setup('candidate');
    await user.click(screen.getByRole('button', { name: 'Verify official email' }));
    let dialog = await screen.findByRole('dialog', { name: 'Verify Email' });
    const right = codeFor('new.person@example.com');
    await user.type(within(dialog).getByLabelText('Digit 1 of 6'), right === '000000' ? '111111' : '000000');
    const failed = await screen.findByRole('alertdialog', { name: 'Verification Failed' });
    expect(within(failed).getByText('Invalid verification code. Please try again.')).toBeTruthy();
    await user.click(within(failed).getByRole('button', { name: 'Try Again' }));
    dialog = await screen.findByRole('dialog', { name: 'Verify Email' });
    await user.type(within(dialog).getByLabelText('Digit 1 of 6'), right);
    const done = await screen.findByRole('alertdialog', { name: 'Email Verified!' });
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: 'Official email verified' })).toBeTruthy();
  });

  it('candidate: an empty e-mail asks for it first; a send failure opens an error dialog', async () => {
    const { user } = setup('candidate', '');
    await user.click(screen.getByRole('button', { name: 'Verify official email' }));
    expect(await screen.findByText('Please enter your email address first.')).toBeTruthy();
    await user.type(screen.getByLabelText(/Official email/, { selector: 'input' }), 'a@b.co');
    setControls({ status: 500, pathPrefix: '/send-otp' });
    await user.click(screen.getByRole('button', { name: 'Verify official email' }));
    const error = await screen.findByRole('alertdialog', { name: 'Verification Failed' });
    expect(within(error).getByText('Forced status 500 (mock controls)')).toBeTruthy();
  });

  describe('a send answered with success: false is a refusal (issue 19)', () => {
    afterEach(() => vi.restoreAllMocks());

    it('company: no dialog opens for a code that never came; the server’s words stand under the field', async () => {
      const { user } = setup('company');
      setControls({ refuse: true, pathPrefix: '/send-otp' });
      await user.click(screen.getByRole('button', { name: 'Verify official email' }));
      expect(await screen.findByText('Refused (mock controls)')).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(lastMailTo('new.person@example.com')).toBeUndefined();
    });

    it('candidate: the refusal opens the error dialog', async () => {
      const { user } = setup('candidate');
      setControls({ refuse: true, pathPrefix: '/send-otp' });
      await user.click(screen.getByRole('button', { name: 'Verify official email' }));
      const error = await screen.findByRole('alertdialog', { name: 'Verification Failed' });
      expect(within(error).getByText('Refused (mock controls)')).toBeTruthy();
      expect(screen.queryByRole('dialog', { name: 'Verify Email' })).toBeNull();
    });

    it('a refused resend says so and keeps the link; a sent one restarts the 60-second wait', async () => {
      const { user } = setup('college');
      await user.click(screen.getByRole('button', { name: 'Verify official email' }));
      const dialog = await screen.findByRole('dialog', { name: 'Verify Email' });
      // A minute later: the wait is over and the link is offered.
      const realNow = Date.now.bind(Date);
      vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 61_000);
      const resend = await within(dialog).findByRole('button', { name: 'Resend OTP' });
      setControls({ refuse: true, pathPrefix: '/send-otp' });
      await user.click(resend);
      expect(await within(dialog).findByText('Refused (mock controls)')).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: 'Resend OTP' })).toBeTruthy();
      expect(within(dialog).queryByText(/Resend OTP in/)).toBeNull();

      setControls({});
      await user.click(within(dialog).getByRole('button', { name: 'Resend OTP' }));
      expect(await within(dialog).findByText('Resend OTP in 60s')).toBeTruthy();
      expect(within(dialog).queryByText('Refused (mock controls)')).toBeNull();
    });
  });

  describe('after the code is accepted, the person goes on to the next field (issue 14)', () => {
    function setupWithNext(variant: 'college' | 'candidate') {
      const user = userEvent.setup();
      const view = renderInForm(
        <>
          <EmailVerificationField name="email" label="Official email" variant={variant} />
          <TextField name="next" label="Next field" />
        </>,
        { email: 'typist@example.com' },
      );
      return { user, ...view };
    }
    const nextField = () => screen.getByLabelText('Next field') as HTMLInputElement;

    it.each(['college', 'candidate'] as const)(
      '%s: what is typed right after the sixth digit lands in the next field; the address stays verified',
      async (variant) => {
        const { user, latest } = setupWithNext(variant);
        await user.click(screen.getByRole('button', { name: 'Verify official email' }));
        const dialog = await screen.findByRole('dialog', { name: 'Verify Email' });
        await user.type(within(dialog).getByLabelText('Digit 1 of 6'), codeFor('typist@example.com'));
        await user.keyboard('Asha Menon');
        await waitFor(() => expect(nextField().value).toBe('Asha Menon'));
        expect(document.activeElement).toBe(nextField());
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(screen.queryByRole('alertdialog')).toBeNull();
        expect(latest.values.email).toBe('typist@example.com');
        expect(latest.values.verifiedEmails).toEqual({ email: 'typist@example.com' });
      },
    );

    it('OK on the success view takes the focus to the next field, not back to the address', async () => {
      const { user } = setupWithNext('candidate');
      await user.click(screen.getByRole('button', { name: 'Verify official email' }));
      const dialog = await screen.findByRole('dialog', { name: 'Verify Email' });
      await user.type(within(dialog).getByLabelText('Digit 1 of 6'), codeFor('typist@example.com'));
      const done = await screen.findByRole('alertdialog', { name: 'Email Verified!' });
      // Space presses OK: it closes the view and is not typed anywhere.
      await user.keyboard(' ');
      expect(done.isConnected).toBe(false);
      expect(document.activeElement).toBe(nextField());
      expect(nextField().value).toBe('');
    });

    it('a refused code keeps nothing typed after it', async () => {
      const { user } = setupWithNext('college');
      await user.click(screen.getByRole('button', { name: 'Verify official email' }));
      const dialog = await screen.findByRole('dialog', { name: 'Verify Email' });
      const right = codeFor('typist@example.com');
      await user.type(
        within(dialog).getByLabelText('Digit 1 of 6'),
        right === '000000' ? '111111' : '000000',
      );
      await user.keyboard('xyz');
      expect(await within(dialog).findByText('Invalid OTP. Please try again.')).toBeTruthy();
      await user.type(within(dialog).getByLabelText('Digit 1 of 6'), right);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
      expect(nextField().value).toBe('');
    });
  });
});
