import { BRAND } from '@/lib/brand';
import type { MailMessage } from '../../mocks/mailbox';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The e-mail a person receives for what the shared handlers "send" (their text is the demo mailbox's line). A
 * code or a link, in plain words, with the portal's address in front of the link.
 */
export function outgoingMail(message: MailMessage, publicOrigin: string): OutgoingMail | undefined {
  if (message.code)
    return {
      to: message.to,
      subject: `Your ${BRAND.name} verification code`,
      text: [
        `Your verification code is ${message.code}.`,
        'It works once, for 10 minutes.',
        'If you did not ask for it, you can ignore this e-mail.',
      ].join('\n'),
    };
  if (message.link)
    return {
      to: message.to,
      subject: `Reset your ${BRAND.name} password`,
      text: [
        'Open this link to choose a new password:',
        `${publicOrigin}${message.link}`,
        'It works once, for one hour.',
        'If you did not ask for it, you can ignore this e-mail: your password stays as it is.',
      ].join('\n'),
    };
  return undefined;
}
