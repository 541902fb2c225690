import { useEffect } from 'react';
import { create } from 'superstruct';
import { useLocation } from 'wouter';
import { sendRequest } from '@/lib/api/client';
import { DEMO_MAILBOX_CALL, DemoMailboxAnswerSchema, whenDemoMailbox } from '@/lib/demo-mailbox';
import { showMailboxToast } from '@/lib/mailbox-toast';

/** How often a visible page asks the demo server for new mail. */
const POLL_MS = 2_000;
/** Mail sent this long before the page opened still shows (a code asked for while the page was loading). */
const OPENING_MARGIN_MS = 60_000;

/** The server's mail after `after`, or undefined when the server has no demo mailbox (any real portal). */
async function mailAfter(after: number) {
  const response = await sendRequest(`${DEMO_MAILBOX_CALL}?after=${after}`, {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) return undefined;
  return create(await response.json(), DemoMailboxAnswerSchema);
}

/**
 * The demo mailbox of the portal's server (`npm start` with the demo seed): codes and reset links it would have
 * mailed show as toasts, as the mock's do. It starts asking once an API answer carried the demo's header (a real
 * portal's never does, and its pages ask nothing). Of the mail already in the box at the first answer, only what
 * was sent while the page was opening shows (a code asked for before this part had loaded); older mail was someone
 * else's, or shown before.
 */
export default function ServerDemoMailbox() {
  const [, navigate] = useLocation();
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let seen: number | undefined;
    const poll = async () => {
      if (stopped) return;
      if (document.visibilityState === 'visible') {
        const answer = await mailAfter(seen ?? 0).catch(() => null);
        // No demo mailbox here: stop asking.
        if (answer === undefined) return;
        if (answer) {
          const since = seen === undefined ? performance.timeOrigin - OPENING_MARGIN_MS : 0;
          answer.messages
            .filter((message) => message.at >= since)
            .forEach((message) => showMailboxToast(message, navigate));
          seen = answer.latest;
        }
      }
      if (!stopped) timer = setTimeout(() => void poll(), POLL_MS);
    };
    const forget = whenDemoMailbox(() => void poll());
    return () => {
      stopped = true;
      forget();
      clearTimeout(timer);
    };
  }, [navigate]);
  return null;
}
