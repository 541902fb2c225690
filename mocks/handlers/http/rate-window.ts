/** Ten minutes: the window of every attempt limit (sign-in failures, codes and links mailed to one address). */
const RATE_WINDOW_MS = 10 * 60 * 1000;

/** The times of a window's attempts still inside it. */
export function recentAttempts(timestamps: readonly number[] | undefined, now: number): number[] {
  return (timestamps ?? []).filter((at) => now - at < RATE_WINDOW_MS);
}

/** Mail of one kind to one address: five in the window, then nothing until the oldest leaves it. */
const MAIL_SEND_LIMIT = 5;

/** The key of an address's mail of one kind in the state's `mailSends`. */
export const mailSendKey = (kind: 'otp' | 'reset', email: string) => `${kind}:${email}`;

/**
 * Records a mail of this kind to this address if the limit allows another; says whether it did. Called inside a
 * store update, so two requests at once cannot both take the last one.
 */
export function takeMailSend(sends: Record<string, number[]>, key: string, now: number): boolean {
  const recent = recentAttempts(Object.hasOwn(sends, key) ? sends[key] : undefined, now);
  if (recent.length >= MAIL_SEND_LIMIT) return false;
  sends[key] = [...recent, now];
  return true;
}
