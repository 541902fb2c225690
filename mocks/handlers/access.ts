import type { Infer } from 'superstruct';
import type { AnyStruct } from '@/lib/api/schema-kit';
import { CANDIDATE_TYPES, USER_TYPE_LABELS, type UserType } from '@/lib/user-types';
import { fieldsOf, parseWith } from './http/bodies';
import { errorResponse } from './http/errors';
import { currentSession, type SignedIn } from './http/sessions';

export const CANDIDATES_ONLY = CANDIDATE_TYPES;
export const COMPANIES_ONLY = ['company'] as const;
export const COLLEGES_ONLY = ['college'] as const;

/**
 * The session-based authorization of the dashboard endpoints: no session answers 401, a signed-in account of
 * another type 403. Throws the error answer (the route wrapper returns it), else gives the signed-in account.
 */
export async function requireAccount(
  cookies: Record<string, string>,
  allowed: readonly UserType[],
): Promise<SignedIn> {
  const signedIn = await currentSession(cookies);
  if (!signedIn) throw errorResponse(401, 'Please sign in to continue', 'not_signed_in');
  if (!allowed.includes(signedIn.account.type)) {
    const who = allowed.map((type) => USER_TYPE_LABELS[type]).join(', ');
    throw errorResponse(403, `Only ${who} accounts may do this`, 'forbidden');
  }
  return signedIn;
}

/**
 * The query string of a request, checked against its endpoint's query schema (unknown or malformed parameters
 * answer 400).
 */
export function parseQuery<Query extends AnyStruct>(
  request: Request,
  target: { path: string; query?: Query },
): Infer<Query> {
  if (!target.query) throw new Error(`${target.path} takes no query parameters`);
  const params = [...new URL(request.url).searchParams].filter(([, value]) => value !== '');
  return parseWith(fieldsOf(params), target.query) as Infer<Query>;
}
