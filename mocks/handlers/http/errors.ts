import { HttpResponse } from 'msw';
import type { ErrorCode } from '@/lib/api/error-codes';
import { MSG } from '@/lib/validation/messages';

/**
 * An error answer: the message a person reads, and the machine-readable code (docs/api.md, 'Error codes') a
 * client can rely on instead of the wording.
 */
export function errorResponse(
  status: number,
  message: string,
  code: ErrorCode,
  reasons?: readonly unknown[],
) {
  return HttpResponse.json(reasons ? { message, code, reasons } : { message, code }, { status });
}

/** The answer to a password that breaks the spec's rule (registrations and resets alike). */
export function weakPasswordResponse() {
  return errorResponse(400, MSG.resetPasswordRules, 'weak_password');
}
