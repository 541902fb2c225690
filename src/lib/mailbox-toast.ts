import { toast } from 'sonner';
import type { DemoMail } from '@/lib/demo-mailbox';

/** Demo mail stays on screen longer than product toasts: the person needs time to read the code. */
const MAILBOX_TOAST_MS = 30_000;

/** Shows a demo mailbox message as a toast (sonner's; no React here), with a button that opens its link (a reset link) in the app. */
export function showMailboxToast(message: DemoMail, navigate: (href: string) => void): void {
  toast.info(message.text, {
    duration: MAILBOX_TOAST_MS,
    ...(message.link
      ? {
          action: {
            // An invitation's link (issue 35) or a password reset's.
            label: message.link.startsWith('/join/') ? 'Open invitation link' : 'Open reset link',
            onClick: () => navigate(message.link ?? '/'),
          },
        }
      : {}),
  });
}
