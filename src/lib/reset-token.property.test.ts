import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileText, hugeText, PROTOTYPE_KEYS, runs } from '../../tests/support/arbitraries';
import { decodeResetToken, encodeResetToken } from './reset-token';
import { USER_TYPES } from './user-types';

/*
 * The reset screen decodes the token of /reset-password/{token} into { type, email } (spec section 2) and shows
 * 'Invalid reset link' for anything else. The encoding here is Node's own base64url, not the module's.
 */
const RUNS = runs(1000);
const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** What a decoded JSON value must hold to be a token: an object with a known type and a non-empty e-mail. */
function expectedClaims(value: unknown) {
  if (!value || typeof value !== 'object') return undefined;
  const { type, email } = value as Record<string, unknown>;
  return (USER_TYPES as readonly unknown[]).includes(type) && typeof email === 'string' && email
    ? { type, email }
    : undefined;
}

const userType = fc.constantFrom(...USER_TYPES);
const email = fc.oneof(fc.emailAddress(), hostileText.filter(Boolean));
const claimLike = fc.record(
  {
    type: fc.oneof(userType, hostileText, fc.constantFrom(...PROTOTYPE_KEYS), fc.jsonValue({ maxDepth: 1 })),
    email: fc.oneof(email, fc.constant(''), fc.jsonValue({ maxDepth: 1 })),
    nonce: fc.string(),
  },
  { requiredKeys: [] },
);
const jsonLike = fc.oneof(claimLike, fc.jsonValue({ maxDepth: 3 }), fc.array(claimLike, { maxLength: 2 }));

function assertDecodesOrInvalid(token: string) {
  const claims = decodeResetToken(token);
  if (claims === undefined) return;
  expect(Object.keys(claims).sort()).toEqual(['email', 'type']);
  expect(USER_TYPES).toContain(claims.type);
  expect(typeof claims.email === 'string' && claims.email.length > 0).toBe(true);
}

describe('reset token decoder (property)', () => {
  it('round-trips every type and e-mail, whatever the e-mail holds, and ignores extra claims', () => {
    fc.assert(
      fc.property(
        userType,
        email,
        fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
        (type, mail, extra) => {
          const token = encodeResetToken({ ...extra, type, email: mail });
          expect(token).toMatch(/^[A-Za-z0-9_-]*$/);
          expect(decodeResetToken(token)).toEqual({ type, email: mail });
          expect(decodeResetToken(encodeURIComponent(token))).toEqual({ type, email: mail });
        },
      ),
      RUNS,
    );
  });

  it('decodes any JSON value to claims exactly when it holds a known type and a non-empty e-mail', () => {
    fc.assert(
      fc.property(jsonLike, fc.boolean(), (value, standard) => {
        const json = JSON.stringify(value);
        const token = standard ? base64(json) : base64url(json);
        expect(decodeResetToken(token)).toEqual(expectedClaims(value));
      }),
      RUNS,
    );
  });

  it('never throws on random text, percent signs and broken UTF-8; a result is always well-formed', () => {
    const garbage = fc.oneof(
      hostileText,
      fc.string({ unit: fc.constantFrom(...'ABCxyz019-_+/=%') }),
      fc.uint8Array({ maxLength: 40 }).map((bytes) => Buffer.from(bytes).toString('base64url')),
    );
    fc.assert(
      fc.property(garbage, (token) => {
        expect(() => assertDecodesOrInvalid(token)).not.toThrow();
      }),
      RUNS,
    );
    expect(decodeResetToken(undefined)).toBeUndefined();
  });

  it('a truncated or garbled valid token decodes to nothing or to well-formed claims, never a throw', () => {
    const garbled = fc
      .tuple(userType, fc.emailAddress(), fc.nat(), fc.nat(), fc.string({ minLength: 1, maxLength: 3 }))
      .map(([type, mail, cut, at, insert]) => {
        const token = encodeResetToken({ type, email: mail });
        const truncated = token.slice(0, cut % (token.length + 1));
        const where = at % (truncated.length + 1);
        return truncated.slice(0, where) + insert + truncated.slice(where + 1);
      });
    fc.assert(fc.property(garbled, assertDecodesOrInvalid), RUNS);
  });

  it('huge tokens: 10,000-character text or a long valid-looking base64 blob is refused at once', () => {
    fc.assert(
      fc.property(hugeText, (token) => {
        expect(decodeResetToken(token)).toBeUndefined();
      }),
      runs(30),
    );
    const blob = base64url(JSON.stringify({ type: 'admin', email: 'x'.repeat(200_000) }));
    expect(decodeResetToken(blob)).toBeUndefined();
    const big = base64url(JSON.stringify({ type: 'college', email: 'x'.repeat(200_000) }));
    expect(decodeResetToken(big)?.email.length).toBe(200_000);
  });
});
