import { TEXT_MAX_LENGTH } from '@/lib/constants';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link, useSearch } from 'wouter';
import { AfterHydration } from '@/lib/after-hydration';
import { forgotPasswordErrorMessage, forgotPasswordSentMessage } from '@/lib/api/error-messages';
import { loginHrefFor } from '@/lib/routes';
import { parseUserType, type UserType } from '@/lib/user-types';
import { useDocumentTitle } from '@/lib/use-document-title';
import { MSG } from '@/lib/validation/messages';
import { isValidEmail } from '@/lib/validation/rules';
import { Button } from '@/ui/button';
import { ErrorBox } from '@/ui/error-box';
import { FormPlaceholder } from '@/ui/form/form-placeholder';
import { emptyFields, formError, SUBMIT_FOCUS } from '@/ui/form/submit-focus';
import { TextField } from '@/ui/form/text-field';
import { requestPasswordReset } from '../api/auth-api';
import { AccountTypeField } from '../components/account-type-field';
import './auth-pages.css';

interface ForgotValues {
  type: UserType | '';
  email: string;
}

const MISSING_EMAIL = { company: MSG.enterCompanyEmail, college: MSG.enterCollegeEmail } as const;
const EMAIL_LABEL = { company: 'Company email', college: 'College email' } as const;

export default function ForgotPasswordPage({ fixedType }: { fixedType?: 'company' | 'college' }) {
  const queryType = parseUserType(new URLSearchParams(useSearch()).get('type'));
  const [sentTo, setSentTo] = useState<{ email: string; type: UserType; message: string } | null>(null);
  const [lastValues, setLastValues] = useState<ForgotValues>({
    type: fixedType ?? queryType ?? '',
    email: '',
  });
  useDocumentTitle(sentTo ? 'Check Your Email' : 'Forgot password');

  async function submit(values: ForgotValues) {
    const email = values.email?.trim() ?? '';
    if (fixedType && !email) return formError(MISSING_EMAIL[fixedType], ['email']);
    if (!values.type || !email) return formError(MSG.fillAllFields, emptyFields(values, ['type', 'email']));
    if (!isValidEmail(email)) return formError(MSG.invalidEmail, ['email']);
    try {
      const answer = await requestPasswordReset({ email, type: values.type });
      setLastValues(values);
      setSentTo({ email, type: values.type, message: forgotPasswordSentMessage(answer) });
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: forgotPasswordErrorMessage(error) };
    }
  }

  if (sentTo) {
    return (
      <div className="page page--narrow">
        <div className="card auth-card auth-card__success stack" role="status">
          <h1>Check Your Email</h1>
          <p>{sentTo.message}</p>
          <p>
            If an account exists for <strong>{sentTo.email}</strong>, we have sent a link to reset its
            password.
          </p>
          <Link href={loginHrefFor(sentTo.type)} className="btn btn--block">
            Back to Login
          </Link>
          <p>
            Didn&apos;t receive the email?{' '}
            <button type="button" className="btn btn--ghost btn--small" onClick={() => setSentTo(null)}>
              Try again
            </button>
          </p>
        </div>
      </div>
    );
  }

  return (
    <div className="page page--narrow">
      <div className="card auth-card">
        <h1>Forgot password</h1>
        <p className="muted">
          Enter the e-mail you registered with and we will send you a link to set a new password.
        </p>
        <AfterHydration fallback={<FormPlaceholder />}>
          <Form<ForgotValues>
            onSubmit={submit}
            decorators={SUBMIT_FOCUS}
            initialValues={lastValues}
            subscription={{ submitting: true, submitError: true, values: true }}
            render={({ handleSubmit, submitting, submitError, values }) => (
              <form onSubmit={handleSubmit} noValidate className="stack">
                <AccountTypeField fixed={Boolean(fixedType)} />
                <TextField
                  name="email"
                  label={fixedType ? EMAIL_LABEL[fixedType] : 'Email'}
                  type="email"
                  autoComplete="email"
                  maxLength={TEXT_MAX_LENGTH.email}
                />
                <ErrorBox message={typeof submitError === 'string' ? submitError : undefined} />
                <Button type="submit" block busy={submitting}>
                  {submitting ? 'Sending...' : 'Send reset link'}
                </Button>
                <p className="auth-card__links">
                  <Link href={loginHrefFor(fixedType ?? (values?.type || undefined))}>Back to Login</Link>
                </p>
              </form>
            )}
          />
        </AfterHydration>
      </div>
    </div>
  );
}
