/** What went wrong with a call, in the terms the error catalogue (spec section 8) needs. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  /** The server's own message from the response body, when it sent one. */
  readonly serverMessage: string | undefined;
  /** The answer's machine-readable reason (docs/api.md, 'Error codes'), when the server gives one. */
  readonly code: string | undefined;
  /** Which rules refused, as data, when the server says (check them against the code's schema before use). */
  readonly reasons: unknown[] | undefined;
  /** The error answer's JSON as it came, for a refusal that carries data of its own (the batch import's rows). */
  readonly body: unknown;

  constructor(
    kind: ApiErrorKind,
    options: {
      status?: number;
      serverMessage?: string;
      code?: string;
      reasons?: unknown[];
      body?: unknown;
      cause?: unknown;
    } = {},
  ) {
    super(options.serverMessage ?? `${kind}${options.status ? ` ${options.status}` : ''}`, {
      cause: options.cause,
    });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = options.status;
    this.serverMessage = options.serverMessage;
    this.code = options.code;
    this.reasons = options.reasons;
    this.body = options.body;
  }

  /** True when no answer came back at all (offline, dropped, timed out): the request may be retried. */
  get isNoResponse(): boolean {
    return this.kind === 'network' || this.kind === 'timeout';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
