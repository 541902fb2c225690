import { useField } from 'react-final-form';
import { EmailVerificationField } from '@/features/verification/components/email-verification-field';
import { MSG } from '@/lib/validation/messages';

const normalize = (email: string | undefined) => (email ?? '').trim().toLowerCase();

/**
 * The e-mail with its verification flow. `takenEmail` is an address the server refused at submit as already
 * registered: the field says so while it still holds that address, and stops once it is edited.
 */
export function CandidateEmailField({ takenEmail }: { takenEmail: string | undefined }) {
  const email = useField<string>('email', { subscription: { value: true } }).input.value;
  const taken = takenEmail !== undefined && normalize(email) === normalize(takenEmail);
  return (
    <EmailVerificationField
      name="email"
      label="Email"
      variant="candidate"
      required
      externalError={taken ? MSG.emailAlreadyRegistered : undefined}
    />
  );
}
