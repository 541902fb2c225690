/**
 * Machine-readable reasons an error answer may carry beside its message (`{ message, code }`): a proposed
 * extension of the spec's contract (docs/api.md, 'Error codes'). The client prefers a code when one is present
 * and falls back to the spec's rules on the message text when it is absent (a server without codes).
 */
export const ERROR_CODES = [
  /** The body, query or path does not match the contract. */
  'invalid_request',
  /** An address the registration names was not verified through /verify-otp. */
  'email_unverified',
  /** An address the registration names already has an account. */
  'email_taken',
  'weak_password',
  'invalid_credentials',
  'wrong_account_type',
  'too_many_attempts',
  'invalid_reset_link',
  'not_signed_in',
  'forbidden',
  'not_found',
  'already_applied',
  'job_closed',
  'idempotency_key_reused',
  /** An import carries rows that break the record rules; the answer lists each with its reasons. */
  'batch_rows_invalid',
  /** The mock backend's failure controls forced this answer (never sent by a real server). */
  'mock_forced',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
