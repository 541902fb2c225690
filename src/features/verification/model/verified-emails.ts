import { emailKey } from '@/lib/match-keys';

/**
 * Which e-mails of a form are verified lives in the form values under `verifiedEmails`, keyed by the e-mail
 * field's name, holding the address that was verified. It counts only while the field still holds that address.
 */
export const VERIFIED_EMAILS_KEY = 'verifiedEmails';

export type VerifiedEmails = Partial<Record<string, string>>;

const normalize = (email: string | undefined) => emailKey(email ?? '');

/** Whether the address a field holds is the one that was verified (case and surrounding spaces aside). */
export function isVerifiedAddress(current: string | undefined, verified: string | undefined): boolean {
  const address = normalize(current);
  return address !== '' && normalize(verified) === address;
}

export function isEmailVerified(
  values: { verifiedEmails?: VerifiedEmails } & Record<string, unknown>,
  fieldName: string,
): boolean {
  const current = values[fieldName];
  return isVerifiedAddress(
    typeof current === 'string' ? current : undefined,
    values.verifiedEmails?.[fieldName],
  );
}
