import { FORM_ERROR } from 'final-form';
import { useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { Link, useLocation } from 'wouter';
import { resetPasswordErrorMessage } from '@/lib/api/error-messages';
import { RESET_REDIRECT_DELAY_MS } from '@/lib/constants';
import { decodeResetToken } from '@/lib/reset-token';
import { forgotPasswordHrefFor, loginHrefFor } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { MSG } from '@/lib/validation/messages';
import { isStrongPassword } from '@/lib/validation/rules';
import { Button } from '@/ui/button';
import { ErrorBox } from '@/ui/error-box';
import { PasswordField } from '@/ui/form/password-field';
import { resetPassword } from '../api/auth-api';
import { clearAuth } from '../model/auth-store';
import './auth-pages.css';

interface ResetValues {
  password: string;
  confirmPassword: string;
}

export function validateReset(values: Partial<ResetValues>): string | undefined {
  if (!values.password || !values.confirmPassword) return MSG.fillAllFields;
  if (values.password !== values.confirmPassword) return MSG.passwordsDontMatch;
  if (!isStrongPassword(values.password)) return MSG.resetPasswordRules;
  return undefined;
}

export default function ResetPasswordPage({ token }: { token: string }) {
  const claims = decodeResetToken(token);
  const [, navigate] = useLocation();
  const [done, setDone] = useState(false);
  useDocumentTitle(done ? 'Password Reset Successful!' : 'Reset password');

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(
      () => navigate(loginHrefFor(claims?.type), { replace: true }),
      RESET_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [done, claims?.type, navigate]);

  async function submit(values: ResetValues) {
    const problem = validateReset(values);
    if (problem) return { [FORM_ERROR]: problem };
    try {
      await resetPassword(token, values.password);
      clearAuth();
      setDone(true);
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: resetPasswordErrorMessage(error) };
    }
  }

  if (done) {
    return (
      <div className="page page--narrow">
        <div className="card auth-card auth-card__success" role="status">
          <h1>Password Reset Successful!</h1>
          <p>You can now sign in with your new password. Taking you to the sign-in page...</p>
        </div>
      </div>
    );
  }

  return (
    <div className="page page--narrow">
      <div className="card auth-card">
        <h1>Reset password</h1>
        {claims ? (
          <p className="muted">
            Choose a new password for <strong>{claims.email}</strong>.
          </p>
        ) : (
          <p className="alert alert--error" role="alert">
            {MSG.invalidResetLink} <Link href={forgotPasswordHrefFor(undefined)}>Request a new link</Link>
          </p>
        )}
        <Form<ResetValues>
          onSubmit={submit}
          subscription={{ submitting: true, submitError: true }}
          render={({ handleSubmit, submitting, submitError }) => (
            <form onSubmit={handleSubmit} noValidate className="stack">
              <PasswordField name="password" label="New password" autoComplete="new-password" />
              <PasswordField name="confirmPassword" label="Confirm password" autoComplete="new-password" />
              <ErrorBox message={typeof submitError === 'string' ? submitError : undefined} />
              <Button type="submit" block disabled={submitting || !claims?.type}>
                {submitting ? 'Resetting...' : 'Reset password'}
              </Button>
            </form>
          )}
        />
      </div>
    </div>
  );
}
