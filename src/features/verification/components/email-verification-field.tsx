import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useField, useForm } from 'react-final-form';
import { TEXT_MAX_LENGTH } from '@/lib/constants';
import { ERROR_MESSAGES, sendCodeErrorMessage } from '@/lib/api/error-messages';
import { MSG } from '@/lib/validation/messages';
import { isValidEmail, validateEmail } from '@/lib/validation/rules';
import { nextFormControlAfter } from '@/ui/focus';
import { ResultDialog } from '@/ui/result-dialog';
import { TextField } from '@/ui/form/text-field';
import { typeInto } from '@/ui/type-into';
import { checkEmailExists, sendVerificationCode } from '../api/verification-api';
import { isEmailVerified, VERIFIED_EMAILS_KEY } from '../model/verified-emails';
import { WORDING, type VerificationVariant } from '../model/wording';
import { OtpDialog } from './otp-dialog';

interface EmailVerificationFieldProps {
  name: string;
  label: string;
  variant: VerificationVariant;
  required?: boolean;
  autoComplete?: string;
}

type Step = 'idle' | 'checking' | 'sending' | 'dialog';

/**
 * An e-mail input with its Verify button and the whole verification flow: optional existence check, send code,
 * OTP dialog, verified. Editing the address after verification makes it unverified again.
 */
export function EmailVerificationField({
  name,
  label,
  variant,
  required,
  autoComplete = 'email',
}: EmailVerificationFieldProps) {
  const wording = WORDING[variant];
  const form = useForm();
  const email = useField<string>(name, { subscription: { value: true } }).input.value ?? '';
  const verifiedFieldName = `${VERIFIED_EMAILS_KEY}.${name}`;
  const verifiedFor =
    useField<string>(verifiedFieldName, { subscription: { value: true } }).input.value ?? '';
  const verified = email.trim() !== '' && verifiedFor.trim().toLowerCase() === email.trim().toLowerCase();
  const [step, setStep] = useState<Step>('idle');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [dialogError, setDialogError] = useState<string | undefined>();
  const [sentAt, setSentAt] = useState<number | null>(null);
  const verifyButton = useRef<HTMLButtonElement>(null);

  /** Once the address is verified, the person goes on to the field after it, not back to this one. */
  function fieldAfterVerification(): HTMLElement | undefined {
    const values = form.getState().values as Parameters<typeof isEmailVerified>[0];
    if (!isEmailVerified(values, name) || !verifyButton.current) return undefined;
    return nextFormControlAfter(verifyButton.current);
  }

  /** The success view ended: close the dialog now, and give what was typed meanwhile to the next field. */
  function finishVerification(typed: string) {
    // Synchronously, so the page is no longer inert when the keystrokes are handed on.
    flushSync(() => setStep('idle'));
    const next = fieldAfterVerification();
    if (!next || !typed) return;
    next.focus();
    typeInto(next, typed);
  }

  async function send(address: string): Promise<boolean> {
    try {
      await sendVerificationCode(address);
      setSentAt(Date.now());
      return true;
    } catch (error) {
      const message = sendCodeErrorMessage(error);
      if (wording.sendErrorInDialog) setDialogError(message);
      else setFieldError(message);
      return false;
    }
  }

  async function startVerification() {
    const address = email.trim();
    setFieldError(undefined);
    if (!address) {
      setFieldError(MSG.enterEmailFirst);
      return;
    }
    if (!isValidEmail(address)) {
      setFieldError(MSG.invalidEmail);
      return;
    }
    if (wording.checksExistence) {
      setStep('checking');
      try {
        const result = await checkEmailExists(address);
        if (result.exists) {
          setFieldError(
            result.message && /registered/i.test(result.message)
              ? result.message
              : ERROR_MESSAGES.emailAlreadyRegistered,
          );
          setStep('idle');
          return;
        }
      } catch {
        // A failed existence check is ignored: the flow continues (spec section 5).
      }
    }
    setStep('sending');
    setStep((await send(address)) ? 'dialog' : 'idle');
  }

  // The candidate form lets the button speak for an empty e-mail; the others disable it (spec section 5).
  const disabled = verified || (variant !== 'candidate' && (!email.trim() || !isValidEmail(email)));
  // While sending, the button refuses presses but keeps the focus, so the OTP dialog can give it back.
  const working = step === 'checking' || step === 'sending';
  const buttonLabel = verified
    ? 'Verified'
    : step === 'checking' || step === 'sending'
      ? 'Sending...'
      : 'Verify';

  return (
    <>
      <TextField
        name={name}
        label={label}
        type="email"
        inputMode="email"
        autoComplete={autoComplete}
        required={required}
        validate={validateEmail}
        maxLength={TEXT_MAX_LENGTH.email}
        externalError={fieldError}
        hint={verified ? <span className="field__verified">✓ Email verified</span> : undefined}
        onValueChange={(next) => {
          setFieldError(undefined);
          // Any edit of a verified address makes it unverified again.
          if (verifiedFor && next.trim().toLowerCase() !== verifiedFor.trim().toLowerCase()) {
            form.change(verifiedFieldName, undefined);
          }
        }}
        action={
          <button
            ref={verifyButton}
            type="button"
            className={`btn btn--small ${verified ? 'btn--verified' : 'btn--secondary'}`}
            disabled={disabled}
            aria-disabled={working || undefined}
            onClick={() => {
              if (!working) void startVerification();
            }}
            aria-label={verified ? `${label} verified` : `Verify ${label.toLowerCase()}`}
          >
            {buttonLabel}
          </button>
        }
      />
      {step === 'dialog' && (
        <OtpDialog
          open
          email={email.trim()}
          variant={variant}
          sentAt={sentAt}
          onResend={async () => {
            await send(email.trim());
          }}
          onVerified={() => form.change(verifiedFieldName, email.trim())}
          onClose={() => setStep('idle')}
          onDone={finishVerification}
          focusOnClose={fieldAfterVerification}
        />
      )}
      <ResultDialog
        open={dialogError !== undefined}
        type="error"
        title="Verification Failed"
        message={dialogError ?? ''}
        onClose={() => setDialogError(undefined)}
      />
    </>
  );
}
