import { collegeVerifyErrorMessage, ERROR_MESSAGES, verifyCodeErrorMessage } from '@/lib/api/error-messages';

export type VerificationVariant = 'college' | 'company' | 'candidate';

/** What differs between the forms' verification flows (spec sections 4 and 8). */
export interface VerificationWording {
  resendLabel: string;
  invalidCode: string;
  /** Success: a message that closes itself (college, company) or an 'Email Verified!' view with OK (candidate). */
  success: { kind: 'auto-close'; message: string } | { kind: 'confirm'; title: string };
  /** Failure: inline under the boxes (college, company) or a 'Verification Failed' view with Try Again. */
  failureView: boolean;
  /** Send failures: under the e-mail field, or in an error dialog (candidate). */
  sendErrorInDialog: boolean;
  /** Check that the e-mail is not already registered before sending a code. */
  checksExistence: boolean;
  /**
   * The Verify button waits for a valid address (college, company); on the candidate form it stays pressable and
   * says what is missing (spec section 5).
   */
  verifyWaitsForValidEmail: boolean;
  /** What a verify call that failed (no answer, an error status) says. */
  verifyFailedMessage: (error: unknown) => string;
}

export const WORDING: Record<VerificationVariant, VerificationWording> = {
  college: {
    resendLabel: 'Resend OTP',
    invalidCode: ERROR_MESSAGES.collegeInvalidOtp,
    success: { kind: 'auto-close', message: 'Email verified successfully' },
    failureView: false,
    sendErrorInDialog: false,
    checksExistence: false,
    verifyWaitsForValidEmail: true,
    verifyFailedMessage: collegeVerifyErrorMessage,
  },
  company: {
    resendLabel: 'Resend OTP',
    invalidCode: ERROR_MESSAGES.invalidCode,
    success: { kind: 'auto-close', message: 'Email verified successfully' },
    failureView: false,
    sendErrorInDialog: false,
    checksExistence: true,
    verifyWaitsForValidEmail: true,
    verifyFailedMessage: verifyCodeErrorMessage,
  },
  candidate: {
    resendLabel: 'Resend verification code',
    invalidCode: ERROR_MESSAGES.invalidCode,
    success: { kind: 'confirm', title: 'Email Verified!' },
    failureView: true,
    sendErrorInDialog: true,
    checksExistence: true,
    verifyWaitsForValidEmail: false,
    verifyFailedMessage: verifyCodeErrorMessage,
  },
};
