/**
 * The demo mailbox: the mock backend never sends mail. Every code or link it "sends" is recorded here and
 * shown to the person using the demo (a toast in the page); tests read it too.
 */
import { emailKey } from '@/lib/match-keys';

export interface MailMessage {
  to: string;
  text: string;
  /** A 6-digit verification code, when the message carries one. */
  code?: string;
  /** An in-app link (the password reset page), when the message carries one. */
  link?: string;
}

/** The most messages kept: the server's demo runs for days, and nobody reads old codes. */
const KEPT_MESSAGES = 500;

const messages: MailMessage[] = [];
/** How many messages were ever delivered: the number of the last one (the server's demo mailbox pages by it). */
let delivered = 0;
/** When each kept message was delivered (ms since the epoch), beside it. */
const deliveredAt: number[] = [];
const listeners = new Set<(message: MailMessage) => void>();
/** Where mail goes instead of this mailbox: the server's SMTP transport, when it has one (server/mail). */
let transport: ((message: MailMessage) => void) | undefined;
/**
 * Mail sent while nobody listened: the panel that shows mail loads lazily, and a quick person (or a slow phone)
 * can ask for a code before it has. The first listener receives these, so no code goes unseen.
 */
const unshown: MailMessage[] = [];

/** Real mail: every message goes to `send` from now on, and none is kept here. */
export function installMailTransport(send: (message: MailMessage) => void): void {
  transport = send;
}

export function deliverMail(message: MailMessage): void {
  if (transport) return transport(message);
  messages.push(message);
  deliveredAt.push(Date.now());
  delivered += 1;
  if (messages.length > KEPT_MESSAGES) {
    messages.splice(0, messages.length - KEPT_MESSAGES);
    deliveredAt.splice(0, deliveredAt.length - KEPT_MESSAGES);
  }
  if (listeners.size === 0) unshown.push(message);
  listeners.forEach((listener) => listener(message));
}

export function onMail(listener: (message: MailMessage) => void): () => void {
  listeners.add(listener);
  unshown.splice(0).forEach((message) => listener(message));
  return () => listeners.delete(listener);
}

export function mailboxMessages(): readonly MailMessage[] {
  return messages;
}

export function lastMailTo(email: string): MailMessage | undefined {
  return [...messages].reverse().find((message) => message.to === emailKey(email));
}

/** The messages after number `after` (1 is the first ever delivered), with the number of the last one. */
export function mailSince(after: number): {
  latest: number;
  messages: Array<MailMessage & { seq: number; at: number }>;
} {
  const first = delivered - messages.length + 1;
  return {
    latest: delivered,
    messages: messages
      .map((message, index) => ({ ...message, seq: first + index, at: deliveredAt[index] ?? 0 }))
      .filter((message) => message.seq > after),
  };
}

export function clearMailbox(): void {
  messages.length = 0;
  deliveredAt.length = 0;
  unshown.length = 0;
}
