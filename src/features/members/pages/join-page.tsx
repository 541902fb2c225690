import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'wouter';
import { isApiError } from '@/lib/api/api-error';
import { MEMBER_ROLES } from '@/lib/committee/roles';
import { loginHrefFor } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResource } from '@/lib/use-resource';
import { MSG } from '@/lib/validation/messages';
import { isStrongPassword } from '@/lib/validation/rules';
import { Button } from '@/ui/button';
import { ErrorBox } from '@/ui/error-box';
import { PasswordField } from '@/ui/form/password-field';
import { ResourceState } from '@/ui/resource-state';
import { formError, SUBMIT_FOCUS } from '@/ui/form/submit-focus';
import { acceptInvitation, getInvitation } from '../api/members-api';

interface JoinValues {
  password: string;
  confirmPassword: string;
}

/** /join/:token: an invited member sees who invited them and as what, and sets their password (the link works once). */
export default function JoinPage({ token }: { token: string }) {
  useDocumentTitle('Join the placement portal');
  const invitation = useResource(`invitation:${token}`, () => getInvitation(token));
  const [joined, setJoined] = useState(false);

  async function submit(values: JoinValues) {
    if (!values.password || values.password !== values.confirmPassword)
      return formError(MSG.passwordsDontMatch, ['confirmPassword']);
    if (!isStrongPassword(values.password)) return formError(MSG.resetPasswordRules, ['password']);
    try {
      await acceptInvitation(token, values.password);
      setJoined(true);
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: (isApiError(error) && error.serverMessage) || MSG.invalidResetLink };
    }
  }

  return (
    <div className="page page--narrow">
      <div className="card auth-card">
        <h1>Join the placement portal</h1>
        <ResourceState resource={invitation} label="invitation">
          {(invite) =>
            joined ? (
              <p role="status">
                Your password is set.{' '}
                <Link href={loginHrefFor(invite.organisation)}>Sign in as {invite.email}</Link>.
              </p>
            ) : (
              <>
                <p>
                  {invite.organisationName} invites <strong>{invite.name}</strong> ({invite.email}) as{' '}
                  {MEMBER_ROLES[invite.role].label.toLowerCase()}: {MEMBER_ROLES[invite.role].summary}
                </p>
                <Form<JoinValues>
                  onSubmit={submit}
                  decorators={SUBMIT_FOCUS}
                  subscription={{ submitting: true, submitError: true }}
                  render={({ handleSubmit, submitting, submitError }) => (
                    <form onSubmit={handleSubmit} noValidate className="stack">
                      <PasswordField name="password" label="Password" autoComplete="new-password" />
                      <PasswordField
                        name="confirmPassword"
                        label="Confirm password"
                        autoComplete="new-password"
                      />
                      <ErrorBox message={typeof submitError === 'string' ? submitError : undefined} />
                      <Button type="submit" block busy={submitting}>
                        {submitting ? 'Setting your password...' : 'Set my password'}
                      </Button>
                    </form>
                  )}
                />
              </>
            )
          }
        </ResourceState>
      </div>
    </div>
  );
}
