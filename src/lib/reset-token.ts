import { isUserType, type UserType } from './user-types';

/** What a password-reset token carries: the account type and e-mail (plus a server nonce). */
export interface ResetTokenClaims {
  type: UserType;
  email: string;
}

function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64(encoded: string): string {
  const standard = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const padded = standard + '='.repeat((4 - (standard.length % 4)) % 4);
  const binary = atob(padded);
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
}

/** Encodes claims as URL-safe base64 JSON. */
export function encodeResetToken(claims: ResetTokenClaims & Record<string, unknown>): string {
  return toBase64(JSON.stringify(claims));
}

/** Decodes a token into its type and e-mail, or undefined when it is not a valid token. Never throws. */
export function decodeResetToken(token: string | undefined): ResetTokenClaims | undefined {
  if (!token) return undefined;
  try {
    const value: unknown = JSON.parse(fromBase64(decodeURIComponent(token)));
    if (!value || typeof value !== 'object') return undefined;
    const { type, email } = value as Record<string, unknown>;
    if (!isUserType(type) || typeof email !== 'string' || !email) return undefined;
    return { type, email };
  } catch {
    return undefined;
  }
}
