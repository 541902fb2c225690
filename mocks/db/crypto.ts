/** Password hashing and ids for the mock backend, using WebCrypto (browsers and Node 20 alike). */
function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function randomId(bytes = 16): string {
  const array = new Uint8Array(bytes);
  crypto.getRandomValues(array);
  return toHex(array.buffer);
}

/**
 * How passwords are kept. The mock's is SHA-256 of salt and password (WebCrypto, in the browser and under Vitest);
 * the server installs argon2id (server/security/password-hasher.ts), whose hash carries its own salt.
 */
export interface PasswordHasher {
  hash(password: string, salt: string): Promise<string>;
  matches(password: string, salt: string, hash: string): Promise<boolean>;
}

const sha256Hasher: PasswordHasher = {
  async hash(password, salt) {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}:${password}`));
    return toHex(digest);
  },
  async matches(password, salt, hash) {
    return (await this.hash(password, salt)) === hash;
  },
};

let passwordHasher = sha256Hasher;

/** The server's hasher replaces the mock's before anything is seeded or signed in. */
export function installPasswordHasher(hasher: PasswordHasher): void {
  passwordHasher = hasher;
}

export function hashPassword(password: string, salt: string): Promise<string> {
  return passwordHasher.hash(password, salt);
}

export function passwordMatches(password: string, salt: string, hash: string): Promise<boolean> {
  return passwordHasher.matches(password, salt, hash);
}

/**
 * How a secret a person holds (a session id, a reset token, a verification code) is kept: its SHA-256, never the
 * secret itself, so a copy of the database signs nobody in. These secrets are random and short-lived, so a plain
 * digest suffices (passwords, chosen by people, get the slow hash above).
 */
export async function secretDigest(secret: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret)));
}

/** A random 6-digit code. */
export function randomOtp(): string {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return String(value % 1_000_000).padStart(6, '0');
}
