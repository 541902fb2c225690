/** What other features may use of verification (its front door, docs/architecture.md): the flow and its result. */
export { EmailVerificationField } from './components/email-verification-field';
export { isEmailVerified, type VerifiedEmails } from './model/verified-emails';
