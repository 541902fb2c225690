/**
 * Runs `callback` in a task of its own, right after the current one: long work split this way leaves the main
 * thread free between the pieces. A message on a MessageChannel, as React's scheduler uses: unlike a zero-delay
 * setTimeout it is not clamped or throttled (and fake clocks in tests leave it alone). Returns a cancel function.
 */
export function inNextTask(callback: () => void): () => void {
  const channel = new MessageChannel();
  let cancelled = false;
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (!cancelled) callback();
  };
  channel.port2.postMessage(null);
  return () => {
    cancelled = true;
    channel.port1.close();
  };
}

/** Resolves in the next task. */
export const nextTask = (): Promise<void> => new Promise((resolve) => inNextTask(resolve));

/**
 * Resolves in a task after the next paint (a frame, then a task): work that follows a key press but is not what
 * the key shows, such as suggestions, waits for it, so the typed character is on screen first.
 */
export const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => inNextTask(resolve)));
