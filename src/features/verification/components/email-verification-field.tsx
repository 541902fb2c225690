import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { useForm } from 'react-final-form';
import { TEXT_MAX_LENGTH } from '@/lib/constants';
import { validateEmail } from '@/lib/validation/rules';
import { nextFormControlAfter } from '@/ui/focus';
import { ResultDialog } from '@/ui/result-dialog';
import { TextField } from '@/ui/form/text-field';
import { typeInto } from '@/ui/type-into';
import { isEmailVerified } from '../model/verified-emails';
import type { VerificationVariant } from '../model/wording';
import { OtpDialog } from './otp-dialog';
import { useEmailVerification } from './use-email-verification';

interface EmailVerificationFieldProps {
  name: string;
  label: string;
  variant: VerificationVariant;
  required?: boolean;
  autoComplete?: string;
}

/**
 * An e-mail input with its Verify button, the OTP dialog and the send-failure dialog. The flow itself
 * (useEmailVerification) decides what happens; this draws it and moves the focus.
 */
export function EmailVerificationField({
  name,
  label,
  variant,
  required,
  autoComplete = 'email',
}: EmailVerificationFieldProps) {
  const form = useForm();
  const flow = useEmailVerification(name, variant);
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
    flushSync(flow.closeDialog);
    const next = fieldAfterVerification();
    if (!next || !typed) return;
    next.focus();
    typeInto(next, typed);
  }

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
        externalError={flow.fieldError}
        hint={flow.verified ? <span className="field__verified">✓ Email verified</span> : undefined}
        onValueChange={flow.addressEdited}
        action={
          <button
            ref={verifyButton}
            type="button"
            className={`btn btn--small ${flow.verified ? 'btn--verified' : 'btn--secondary'}`}
            disabled={!flow.canVerify}
            aria-disabled={flow.working || undefined}
            onClick={() => {
              if (!flow.working) void flow.start();
            }}
            aria-label={flow.verified ? `${label} verified` : `Verify ${label.toLowerCase()}`}
          >
            {flow.verified ? 'Verified' : flow.working ? 'Sending...' : 'Verify'}
          </button>
        }
      />
      {flow.dialogOpen && (
        <OtpDialog
          open
          email={flow.email}
          variant={variant}
          sentAt={flow.sentAt}
          onResend={flow.resend}
          onVerified={flow.markVerified}
          onClose={flow.closeDialog}
          onDone={finishVerification}
          focusOnClose={fieldAfterVerification}
        />
      )}
      <ResultDialog
        open={flow.dialogError !== undefined}
        type="error"
        title="Verification Failed"
        message={flow.dialogError ?? ''}
        onClose={flow.clearDialogError}
      />
    </>
  );
}
