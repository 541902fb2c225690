import { useEffect, useId, useState } from 'react';
import { ERROR_MESSAGES } from '@/lib/api/error-messages';
import { OTP_LENGTH, OTP_RESEND_SECONDS, OTP_VERIFIED_AUTOCLOSE_MS } from '@/lib/constants';
import { useSecondsUntil } from '@/lib/use-countdown';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { verifyCode } from '../api/verification-api';
import { WORDING, type VerificationVariant } from '../model/wording';
import { OtpInput } from './otp-input';
import { useTypeAhead } from './use-type-ahead';
import './otp-dialog.css';

type Phase = 'entry' | 'verifying' | 'success' | 'failure';

interface OtpDialogProps {
  open: boolean;
  email: string;
  variant: VerificationVariant;
  /** When the code was (re)sent: the 60-second resend wait counts from here. */
  sentAt: number | null;
  /** Sends a new code: resolves with why none was sent, or undefined when it was (and `sentAt` moves on). */
  onResend: () => Promise<string | undefined>;
  onVerified: () => void;
  onClose: () => void;
  /**
   * The success view ends (OK, Escape, the 2-second close, or the person typing on): `typed` holds the characters
   * typed since the sixth digit, for the next field.
   */
  onDone: (typed: string) => void;
  /** Where the focus goes when the dialog closes after a verification (the next field). */
  focusOnClose?: () => HTMLElement | null | undefined;
}

const EMPTY = Array.from({ length: OTP_LENGTH }, () => '');

/** The one OTP dialog, worded per form (spec sections 4 and 8). */
export function OtpDialog({
  open,
  email,
  variant,
  sentAt,
  onResend,
  onVerified,
  onClose,
  onDone,
  focusOnClose,
}: OtpDialogProps) {
  const wording = WORDING[variant];
  const [digits, setDigits] = useState(EMPTY);
  const [phase, setPhase] = useState<Phase>('entry');
  const [error, setError] = useState<string | undefined>();
  const [resending, setResending] = useState(false);
  // Why the last resend sent nothing: said beside the link, which stays (the wait restarts only for a sent code).
  const [resendFailure, setResendFailure] = useState<string | undefined>();
  // Each refused code gives fresh boxes, the focus back in the first one.
  const [attempt, setAttempt] = useState(0);
  const secondsLeft = useSecondsUntil(sentAt === null ? null : sentAt + OTP_RESEND_SECONDS * 1000);
  const errorId = useId();
  const typeAhead = useTypeAhead(
    phase === 'verifying' ? 'holding' : phase === 'success' ? 'handing' : 'off',
    onDone,
  );

  // College and company: the success message closes the dialog by itself after 2 seconds.
  useEffect(() => {
    if (phase !== 'success' || wording.success.kind !== 'auto-close') return;
    const timer = setTimeout(() => onDone(''), OTP_VERIFIED_AUTOCLOSE_MS);
    return () => clearTimeout(timer);
  }, [phase, wording.success.kind, onDone]);

  async function submit(code: string) {
    if (code.length !== OTP_LENGTH || phase === 'verifying') return;
    setPhase('verifying');
    setError(undefined);
    try {
      const result = await verifyCode(email, code);
      if (result.success) {
        onVerified();
        // Typed on while the code was checked: the person has moved on; the success view would only be in the way.
        const typed = typeAhead.take();
        if (typed) onDone(typed);
        else setPhase('success');
        return;
      }
      setError(wording.invalidCode);
    } catch (thrown) {
      setError(wording.verifyFailedMessage(thrown));
    }
    // Keys typed on after a refused code were not meant for the boxes: they are dropped with the code.
    typeAhead.take();
    setDigits(EMPTY);
    setAttempt((count) => count + 1);
    setPhase(wording.failureView ? 'failure' : 'entry');
  }

  async function resend() {
    setResending(true);
    setDigits(EMPTY);
    setError(undefined);
    setResendFailure(undefined);
    setResendFailure(await onResend());
    setResending(false);
  }

  if (phase === 'success') {
    const title = wording.success.kind === 'confirm' ? wording.success.title : 'Verify Email';
    return (
      <Dialog
        open={open}
        title={title}
        onClose={() => onDone('')}
        role="alertdialog"
        focusOnClose={focusOnClose}
        actions={
          <Button autoFocus onClick={() => onDone('')}>
            OK
          </Button>
        }
      >
        <p className="otp-dialog__success otp-dialog__address" role="status">
          {wording.success.kind === 'auto-close' ? wording.success.message : `${email} has been verified.`}
        </p>
      </Dialog>
    );
  }

  if (phase === 'failure') {
    return (
      <Dialog
        open={open}
        title="Verification Failed"
        onClose={onClose}
        role="alertdialog"
        actions={
          <>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => setPhase('entry')}>Try Again</Button>
          </>
        }
      >
        <p>{error ?? ERROR_MESSAGES.invalidCode}</p>
      </Dialog>
    );
  }

  const complete = digits.every((digit) => digit !== '');
  return (
    <Dialog
      open={open}
      title="Verify Email"
      onClose={onClose}
      focusOnClose={focusOnClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit(digits.join(''))} disabled={!complete || phase === 'verifying'}>
            {phase === 'verifying' ? 'Verifying...' : 'Verify'}
          </Button>
        </>
      }
    >
      <p className="otp-dialog__address">
        Enter the 6-digit code we sent to <strong>{email}</strong>.
      </p>
      <OtpInput
        key={attempt}
        digits={digits}
        onChange={setDigits}
        onComplete={(code) => void submit(code)}
        readOnly={phase === 'verifying'}
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
      />
      <p id={errorId} className="field__error" role="alert">
        {error}
      </p>
      {resendFailure && (
        <p className="field__error" role="alert">
          {resendFailure}
        </p>
      )}
      <p className="otp-dialog__resend">
        {secondsLeft > 0 ? (
          <span>Resend OTP in {secondsLeft}s</span>
        ) : (
          <button
            type="button"
            className="otp-dialog__link"
            onClick={() => void resend()}
            disabled={resending}
          >
            {resending ? 'Sending...' : wording.resendLabel}
          </button>
        )}
      </p>
    </Dialog>
  );
}
