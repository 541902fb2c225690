import { FORM_ERROR } from 'final-form';
import { useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { Link, useLocation } from 'wouter';
import { resetPasswordDoneMessage, resetPasswordErrorMessage } from '@/lib/api/error-messages';
import { RESET_REDIRECT_DELAY_MS } from '@/lib/constants';
import { decodeResetToken } from '@/lib/reset-token';
import { forgotPasswordHrefFor, loginHrefFor } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { MSG } from '@/lib/validation/messages';
import { isStrongPassword } from '@/lib/validation/rules';
import { Button } from '@/ui/button';
import { ErrorBox } from '@/ui/error-box';
import { PasswordField } from '@/ui/form/password-field';
import { emptyFields, formError, SUBMIT_FOCUS } from '@/ui/form/submit-focus';
import { resetPassword } from '../api/auth-api';
import { clearAuth } from '../model/auth-store';
import './auth-pages.css';

interface ResetValues {
  password: string;
  confirmPassword: string;
}

/** The reset form's checks in the spec's order: the message for the red box and the fields it is about. */
function resetProblem(values: Partial<ResetValues>): { message: string; fields: string[] } | undefined {
  const empty = emptyFields(values, ['password', 'confirmPassword']);
  if (empty.length) return { message: MSG.fillAllFields, fields: empty };
  if (values.password !== values.confirmPassword)
    return { message: MSG.passwordsDontMatch, fields: ['confirmPassword'] };
  if (!isStrongPassword(values.password ?? ''))
    return { message: MSG.resetPasswordRules, fields: ['password'] };
  return undefined;
}

export default function ResetPasswordPage({ token }: { token: string }) {
  const claims = decodeResetToken(token);
  const [, navigate] = useLocation();
  // The success text once the reset went through (the server's message, else the spec's default).
  const [done, setDone] = useState<string | null>(null);
  useDocumentTitle(done !== null ? 'Password Reset Successful!' : 'Reset password');

  useEffect(() => {
    if (done === null) return;
    const timer = setTimeout(
      () => navigate(loginHrefFor(claims?.type), { replace: true }),
      RESET_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [done, claims?.type, navigate]);

  async function submit(values: ResetValues) {
    const problem = resetProblem(values);
    if (problem) return formError(problem.message, problem.fields);
    try {
      const answer = await resetPassword(token, values.password);
      clearAuth();
      setDone(resetPasswordDoneMessage(answer));
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: resetPasswordErrorMessage(error) };
    }
  }

  if (done !== null) {
    return (
      <div className="page page--narrow">
        <div className="card auth-card auth-card__success" role="status">
          <h1>Password Reset Successful!</h1>
          <p>{done}</p>
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
          decorators={SUBMIT_FOCUS}
          subscription={{ submitting: true, submitError: true }}
          render={({ handleSubmit, submitting, submitError }) => (
            <form onSubmit={handleSubmit} noValidate className="stack">
              <PasswordField name="password" label="New password" autoComplete="new-password" />
              <PasswordField name="confirmPassword" label="Confirm password" autoComplete="new-password" />
              <ErrorBox message={typeof submitError === 'string' ? submitError : undefined} />
              <Button type="submit" block busy={submitting} disabled={!claims?.type}>
                {submitting ? 'Resetting...' : 'Reset password'}
              </Button>
            </form>
          )}
        />
      </div>
    </div>
  );
}
