import { TEXT_MAX_LENGTH } from '@/lib/constants';
import { FORM_ERROR } from 'final-form';
import { Suspense, useContext } from 'react';
import { Form } from 'react-final-form';
import { Link, useLocation, useSearch } from 'wouter';
import { AfterHydration } from '@/lib/after-hydration';
import { authErrorMessage } from '@/lib/api/error-messages';
import { dashboardHrefFor, forgotPasswordHrefFor } from '@/lib/routes';
import { parseUserType, type UserType } from '@/lib/user-types';
import { useDocumentTitle } from '@/lib/use-document-title';
import { MSG } from '@/lib/validation/messages';
import { isValidEmail } from '@/lib/validation/rules';
import { Button } from '@/ui/button';
import { ErrorBox } from '@/ui/error-box';
import { FormPlaceholder } from '@/ui/form/form-placeholder';
import { PasswordField } from '@/ui/form/password-field';
import { emptyFields, formError, SUBMIT_FOCUS } from '@/ui/form/submit-focus';
import { TextField } from '@/ui/form/text-field';
import { login } from '../api/auth-api';
import { AccountTypeField } from '../components/account-type-field';
import { DemoAccountsSlot } from '../components/demo-accounts-slot';
import { setSignedIn } from '../model/auth-store';
import './auth-pages.css';

interface LoginValues {
  type: UserType | '';
  email: string;
  password: string;
}

const TITLES: Record<'company' | 'college' | 'any', string> = {
  company: 'Company Login',
  college: 'College Login',
  any: 'Sign in',
};

export default function LoginPage({ fixedType }: { fixedType?: 'company' | 'college' }) {
  const [, navigate] = useLocation();
  const queryType = parseUserType(new URLSearchParams(useSearch()).get('type'));
  const title = TITLES[fixedType ?? 'any'];
  const demo = useContext(DemoAccountsSlot);
  useDocumentTitle(title);

  async function submit(values: LoginValues) {
    if (!values.type) return formError(MSG.selectAccountType, ['type']);
    const empty = emptyFields(values, ['email', 'password']);
    if (empty.length) return formError(MSG.fillAllFields, empty);
    if (!isValidEmail(values.email)) return formError(MSG.invalidEmail, ['email']);
    try {
      const session = await login({
        type: values.type,
        email: values.email.trim(),
        password: values.password,
      });
      // Store and location change in the same tick, so the guards see both at once.
      setSignedIn(session);
      navigate(dashboardHrefFor(session.userType), { replace: true });
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: authErrorMessage(error) };
    }
  }

  return (
    <div className="page page--narrow">
      <div className="card auth-card">
        <h1>{title}</h1>
        {demo && <Suspense fallback={null}>{demo.note()}</Suspense>}
        <AfterHydration fallback={<FormPlaceholder />}>
          <Form<LoginValues>
            onSubmit={submit}
            decorators={SUBMIT_FOCUS}
            initialValues={{ type: fixedType ?? queryType ?? '', email: '', password: '' }}
            subscription={{ submitting: true, submitError: true, values: true }}
            render={({ handleSubmit, submitting, submitError, values, form }) => (
              <form onSubmit={handleSubmit} noValidate className="stack">
                <AccountTypeField fixed={Boolean(fixedType)} />
                <TextField
                  name="email"
                  label="Email"
                  type="email"
                  autoComplete="username"
                  inputMode="email"
                  maxLength={TEXT_MAX_LENGTH.email}
                />
                <PasswordField name="password" label="Password" autoComplete="current-password" />
                <p className="auth-card__links">
                  <Link href={forgotPasswordHrefFor(fixedType ?? (values?.type || undefined))}>
                    Forgot password?
                  </Link>
                </p>
                <ErrorBox message={typeof submitError === 'string' ? submitError : undefined} />
                <Button type="submit" block busy={submitting}>
                  {submitting ? 'Signing in...' : 'Sign in'}
                </Button>
                {demo && (
                  <Suspense fallback={null}>
                    {demo.accounts({
                      fixedType,
                      onPick: (account) =>
                        form.batch(() => {
                          form.change('type', account.type);
                          form.change('email', account.email);
                          form.change('password', account.password);
                        }),
                    })}
                  </Suspense>
                )}
              </form>
            )}
          />
        </AfterHydration>
      </div>
    </div>
  );
}
