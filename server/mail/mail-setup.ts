import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { installMailTransport, mailSince } from '../../mocks/mailbox';
import { outgoingMail } from './outgoing-mail';

/**
 * Where the portal's mail goes:
 * - 'smtp': to people, through SMTP_URL (nodemailer);
 * - 'demo': kept by the server and shown in the app as the demo mailbox (the demo seeds only: anyone can read it);
 * - 'off': nowhere (a real college's portal before its SMTP is set): sign-in works, codes and links cannot arrive.
 */
export type MailMode = 'smtp' | 'demo' | 'off';

export interface MailSettings {
  smtpUrl?: string;
  /** The sender, e.g. "Campus Pulse <placements@college.example.edu>". */
  mailFrom?: string;
  demo: boolean;
  publicOrigin: string;
}

function mailModeOf(settings: MailSettings): MailMode {
  if (settings.smtpUrl) return 'smtp';
  return settings.demo ? 'demo' : 'off';
}

/** Installs the transport the mode needs under the shared handlers' deliverMail. */
export function setUpMail(settings: MailSettings, log: Logger): MailMode {
  const mode = mailModeOf(settings);
  if (mode === 'smtp') {
    const transport = nodemailer.createTransport(settings.smtpUrl);
    installMailTransport((message) => {
      const mail = outgoingMail(message, settings.publicOrigin);
      if (!mail) return;
      // The request is answered without waiting for the mail server; a failure is logged without the message.
      transport.sendMail({ from: settings.mailFrom, ...mail }).catch((error: unknown) => {
        log.error({ err: error, subject: mail.subject }, 'mail not sent');
      });
    });
  } else if (mode === 'off') {
    installMailTransport(() => log.warn('mail not sent: no SMTP_URL is set (docs/deploy.md)'));
  }
  log.info({ mail: mode }, 'mail');
  return mode;
}

/** GET /api/demo/mailbox?after=N: the demo's mail after number N, for the app's demo mailbox toasts. */
export function demoMailboxAnswer(request: Request): Response {
  const after = Number(new URL(request.url).searchParams.get('after') ?? 0);
  const { latest, messages } = mailSince(Number.isFinite(after) ? after : 0);
  return Response.json({
    latest,
    messages: messages.map(({ seq, at, to, text, link }) => ({
      seq,
      at,
      to,
      text,
      ...(link ? { link } : {}),
    })),
  });
}
