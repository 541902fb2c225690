import { hash, verify } from '@node-rs/argon2';
import type { PasswordHasher } from '../../mocks/db/crypto';

/**
 * argon2id with OWASP's first recommended setting (19 MiB of memory, 2 passes, 1 lane): one hash took about 30 ms
 * on this 2-core machine when idle (`npm run bench:server` reports sign-in under load). The hash is PHC text
 * ($argon2id$v=19$m=19456,t=2,p=1$salt$hash) with its own random salt; the account's `salt` field is unused.
 */
const ARGON2_OPTIONS = {
  // Algorithm.Argon2id: the package's const enum, which this project's module settings cannot read.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const argon2idHasher: PasswordHasher = {
  hash: (password) => hash(password, ARGON2_OPTIONS),
  async matches(password, _salt, stored) {
    if (!stored.startsWith('$argon2')) return false;
    return verify(stored, password).catch(() => false);
  },
};
