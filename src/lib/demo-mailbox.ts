import { array, number, optional, string, type } from 'superstruct';
import { API_BASE_PATH } from './api/api-base';

/**
 * The demo mailbox: in a demo, no mail leaves the portal; the codes and reset links it "sends" are shown to the
 * person in the app instead. The mock keeps them in the page (mocks/mailbox.ts); the server's demo keeps them and
 * answers this call (server/mail/mail-setup.ts), which every real deployment answers 404. Not part of the
 * published contract: no college's portal has it.
 */
export const DEMO_MAILBOX_CALL = '/demo/mailbox';
export const DEMO_MAILBOX_PATH = `${API_BASE_PATH}${DEMO_MAILBOX_CALL}`;

/**
 * The header a demo server puts on its API answers: a page learns from any call it makes that there is a mailbox
 * to show, and a real portal's pages ask for none (no request, no 404 in any visitor's console).
 */
export const DEMO_MAILBOX_HEADER = 'X-Demo-Mailbox';

let announced = false;
const listeners = new Set<() => void>();

/** The API client saw the header: the server keeps a demo mailbox. */
export function noteDemoMailbox(): void {
  if (announced) return;
  announced = true;
  listeners.forEach((listener) => listener());
}

/** Calls `listener` once the server is known to keep a demo mailbox (at once if it already is). */
export function whenDemoMailbox(listener: () => void): () => void {
  if (announced) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** One message as the demo mailbox shows it: what it says, and the in-app link it carries (a reset link). */
export interface DemoMail {
  text: string;
  link?: string;
}

export const DemoMailboxAnswerSchema = type({
  latest: number(),
  messages: array(
    type({ seq: number(), at: number(), to: string(), text: string(), link: optional(string()) }),
  ),
});
