import { ERROR_MESSAGES } from '@/lib/api/error-messages';

/** The success dialog's text: the server's message (else the default), then how to sign in. */
export function companySuccessMessage(
  serverMessage: string | undefined,
  emails: { technical: string; hr: string },
): string {
  const headline = serverMessage?.trim() || ERROR_MESSAGES.companySubmitted;
  return (
    `${headline}\n\nSign in with either registered email (${emails.technical.trim()} or ` +
    `${emails.hr.trim()}) and the password you chose.`
  );
}
