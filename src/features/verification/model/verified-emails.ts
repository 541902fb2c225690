/**
 * Which e-mails of a form are verified lives in the form values under `verifiedEmails`, keyed by the e-mail
 * field's name, holding the address that was verified. It counts only while the field still holds that address.
 */
export const VERIFIED_EMAILS_KEY = 'verifiedEmails';

export type VerifiedEmails = Partial<Record<string, string>>;

const normalize = (email: string | undefined) => (email ?? '').trim().toLowerCase();

export function isEmailVerified(
  values: { verifiedEmails?: VerifiedEmails } & Record<string, unknown>,
  fieldName: string,
): boolean {
  const current = normalize(
    typeof values[fieldName] === 'string' ? (values[fieldName] as string) : undefined,
  );
  return current !== '' && normalize(values.verifiedEmails?.[fieldName]) === current;
}
