import autocannon from 'autocannon';

/** One call as autocannon sends it, over and over, from every client. */
export interface LoadCall {
  method: 'GET' | 'POST';
  /** The full URL, http://127.0.0.1:PORT/api/… */
  url: string;
  cookie?: string;
  /** A JSON body (sent as application/json). */
  body?: unknown;
}

export interface LoadFigures {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
}

/** The value below which `fraction` of the sorted values lie (nearest rank). */
function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/**
 * `connections` clients each send the call again as soon as its answer arrives, for `seconds`, on the loopback.
 * Every answer's time is kept (autocannon's own histogram has no p95 and counts only 2xx), so the percentiles are
 * exact and cover every answer, refusals too.
 */
export function loadTest(call: LoadCall, connections: number, seconds: number): Promise<LoadFigures> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: call.url,
        method: call.method,
        connections,
        duration: seconds,
        headers: {
          ...(call.cookie ? { cookie: call.cookie } : {}),
          ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      },
      (error: unknown, result) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        times.sort((a, b) => a - b);
        resolve({
          requests: times.length,
          perSecond: times.length / seconds,
          p50Ms: percentile(times, 0.5),
          p95Ms: percentile(times, 0.95),
          p99Ms: percentile(times, 0.99),
          maxMs: times.at(-1) ?? 0,
          errors: result.errors,
          non2xx: result.non2xx,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
}
