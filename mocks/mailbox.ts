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

const messages: MailMessage[] = [];
const listeners = new Set<(message: MailMessage) => void>();
/**
 * Mail sent while nobody listened: the panel that shows mail loads lazily, and a quick person (or a slow phone)
 * can ask for a code before it has. The first listener receives these, so no code goes unseen.
 */
const unshown: MailMessage[] = [];

export function deliverMail(message: MailMessage): void {
  messages.push(message);
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

export function clearMailbox(): void {
  messages.length = 0;
  unshown.length = 0;
}
