import { useState } from 'react';
import { useField, useForm } from 'react-final-form';
import { ERROR_MESSAGES, sendCodeErrorMessage, sendCodeRefusedMessage } from '@/lib/api/error-messages';
import { MSG } from '@/lib/validation/messages';
import { isValidEmail } from '@/lib/validation/rules';
import { checkEmailExists, sendVerificationCode } from '../api/verification-api';
import { isVerifiedAddress, VERIFIED_EMAILS_KEY } from '../model/verified-emails';
import { WORDING, type VerificationVariant } from '../model/wording';

/** idle → (checking →) sending → dialog → idle; a refusal on the way goes back to idle with its message. */
type Step = 'idle' | 'checking' | 'sending' | 'dialog';

/**
 * The verification flow of one e-mail field, without its markup: optional existence check, send code, the OTP
 * dialog's step, verified. The verified address lives in the form values (`verifiedEmails.<field>`), so editing
 * the address makes it unverified again.
 */
export function useEmailVerification(name: string, variant: VerificationVariant) {
  const wording = WORDING[variant];
  const form = useForm();
  const email = useField<string>(name, { subscription: { value: true } }).input.value ?? '';
  const verifiedFieldName = `${VERIFIED_EMAILS_KEY}.${name}`;
  const verifiedFor =
    useField<string>(verifiedFieldName, { subscription: { value: true } }).input.value ?? '';
  const verified = isVerifiedAddress(email, verifiedFor);
  const [step, setStep] = useState<Step>('idle');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [dialogError, setDialogError] = useState<string | undefined>();
  const [sentAt, setSentAt] = useState<number | null>(null);

  /**
   * Sends a code. Only a code that was sent restarts the resend wait; otherwise the answer is why not (an answer
   * of `success: false` is a refusal, as a failed call is).
   */
  async function send(address: string): Promise<string | undefined> {
    try {
      const answer = await sendVerificationCode(address);
      if (!answer.success) return sendCodeRefusedMessage(answer);
      setSentAt(Date.now());
      return undefined;
    } catch (error) {
      return sendCodeErrorMessage(error);
    }
  }

  /** The reason the address cannot be verified now, if there is one (empty, invalid, already registered). */
  async function addressProblem(address: string): Promise<string | undefined> {
    if (!address) return MSG.enterEmailFirst;
    if (!isValidEmail(address)) return MSG.invalidEmail;
    if (!wording.checksExistence) return undefined;
    setStep('checking');
    try {
      const result = await checkEmailExists(address);
      if (!result.exists) return undefined;
      return result.message && /registered/i.test(result.message)
        ? result.message
        : ERROR_MESSAGES.emailAlreadyRegistered;
    } catch {
      // A failed existence check is ignored: the flow continues (spec section 5).
      return undefined;
    }
  }

  async function start() {
    const address = email.trim();
    setFieldError(undefined);
    const problem = await addressProblem(address);
    if (problem) {
      setFieldError(problem);
      setStep('idle');
      return;
    }
    setStep('sending');
    const failure = await send(address);
    if (failure && wording.sendErrorInDialog) setDialogError(failure);
    else if (failure) setFieldError(failure);
    setStep(failure ? 'idle' : 'dialog');
  }

  return {
    email: email.trim(),
    verified,
    /** Checking or sending: the button refuses presses but keeps the focus, so the dialog can give it back. */
    working: step === 'checking' || step === 'sending',
    dialogOpen: step === 'dialog',
    sentAt,
    fieldError,
    dialogError,
    /** Whether the Verify button can be pressed at all (see WORDING's verifyWaitsForValidEmail). */
    canVerify:
      !verified && (!wording.verifyWaitsForValidEmail || (email.trim() !== '' && isValidEmail(email))),
    start,
    /** Sends a new code from the dialog: why not, when none was sent. */
    resend: () => send(email.trim()),
    markVerified: () => form.change(verifiedFieldName, email.trim()),
    closeDialog: () => setStep('idle'),
    clearDialogError: () => setDialogError(undefined),
    /** Any edit of a verified address makes it unverified again; an edit also clears the field's error. */
    addressEdited(next: string) {
      setFieldError(undefined);
      if (verifiedFor && !isVerifiedAddress(next, verifiedFor)) form.change(verifiedFieldName, undefined);
    },
  };
}
