/**
 * `npm run account:create -- --email tpo@college.edu --name "Dr. A. Kumar" --college "ABC COLLEGE OF ENGINEERING"`:
 * creates a real college's first placement officer on the portal's database (the same environment as the server)
 * and prints a link, valid for 24 hours and once, where they choose their own password. No password is typed into
 * a terminal or kept in a shell's history. Run it with the server stopped when the database is the embedded one.
 */
import { parseArgs } from 'node:util';
import pino from 'pino';
import { emailKey } from '@/lib/match-keys';
import { encodeResetToken } from '@/lib/reset-token';
import { resetPasswordHref } from '@/lib/routes';
import { isValidEmail } from '@/lib/validation/rules';
import { randomId, secretDigest } from '../../mocks/db/crypto';
import { findAccountByEmail } from '../../mocks/db/state';
import { print } from '../../scripts/print';
import { readConfig } from '../config';
import { openPortalData } from '../main';

/** Longer than a reset link's hour: the officer may open it the next morning. */
const FIRST_LINK_TTL_MS = 24 * 60 * 60 * 1000;

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, college: { type: 'string' } },
});
const email = emailKey(values.email ?? '');
if (!isValidEmail(email) || !values.name?.trim() || !values.college?.trim()) {
  console.error('Usage: npm run account:create -- --email E --name "Full name" --college "College name"');
  process.exit(2);
}
const config = readConfig({ ...process.env, SEED: process.env.SEED ?? 'none' });
const log = pino({ level: 'warn' });
const { database, store } = await openPortalData(config, log);
try {
  const token = encodeResetToken({ type: 'college', email, nonce: randomId(16) });
  const tokenKey = await secretDigest(token);
  const created = await store.update((state) => {
    if (findAccountByEmail(state, email)) return false;
    const accountId = `acc-${randomId(6)}`;
    state.accounts.push({
      id: accountId,
      type: 'college',
      emails: [email],
      name: values.name!.trim(),
      collegeName: values.college!.trim(),
      // No password signs in until the officer sets one through the link.
      passwordHash: '!',
      salt: randomId(8),
      createdAt: new Date().toISOString(),
    });
    state.resetTokens[tokenKey] = {
      accountId,
      email,
      type: 'college',
      expiresAt: Date.now() + FIRST_LINK_TTL_MS,
    };
    return true;
  });
  if (!created) {
    console.error(`An account already uses ${email}.`);
    process.exitCode = 1;
  } else {
    const origin = config.publicOrigin ?? `http://localhost:${config.port}`;
    print(
      `Placement officer ${email} created. Send them this link to choose their password (24 hours, once):`,
    );
    print(`${origin}${resetPasswordHref(token)}`);
  }
} finally {
  await database.close();
}
