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
