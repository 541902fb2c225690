import type { User } from '@/lib/api/session-contract';
import { SESSION_API } from '@/lib/api/session-endpoints';
import { HttpResponse } from 'msw';

import { decodeResetToken, encodeResetToken } from '@/lib/reset-token';
import { resetPasswordHref } from '@/lib/routes';
import { USER_TYPE_LABELS } from '@/lib/user-types';
import { isStrongPassword } from '@/lib/validation/rules';
import { emailKey } from '@/lib/match-keys';
import { hashPassword, passwordMatches, randomId, secretDigest } from '../db/crypto';
import { memberSignedIn, passwordOf, type Member } from '../db/members';
import { findAccountByEmail, type MockAccount } from '../db/state';
import { mockStore } from '../db/store';
import { deliverMail } from '../mailbox';
import { readBody } from './http/bodies';
import { expiredSessionCookie, sessionCookie } from './http/cookies';
import { errorResponse, weakPasswordResponse } from './http/errors';
import { mailSendKey, recentAttempts, takeMailSend } from './http/rate-window';
import { route } from './http/route';
import { currentSession } from './http/sessions';

const LOGIN_FAILURE_LIMIT = 5;
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

function userOf(account: MockAccount, email: string, member: Member | undefined): User {
  const name = member?.name ?? account.name;
  return {
    name,
    email,
    fullName: name,
    ...(account.companyName ? { companyName: account.companyName } : {}),
    ...(member
      ? {
          member: {
            id: member.id,
            role: member.role,
            ...(member.branches ? { branches: [...member.branches] } : {}),
            ...(member.rounds ? { rounds: [...member.rounds] } : {}),
          },
        }
      : {}),
  };
}

const login = route(SESSION_API.login, async ({ request }) => {
  const body = await readBody(request, SESSION_API.login);
  const email = emailKey(body.email);
  const now = Date.now();
  const store = mockStore();
  // Each attempt takes a place in the window before its password is checked, in one update: attempts made at once
  // cannot all pass the limit (the server checks passwords outside any lock). A right password gives it back.
  const allowed = await store.update((s) => {
    const recent = recentAttempts(s.loginFailures[email], now);
    if (recent.length >= LOGIN_FAILURE_LIMIT) return false;
    s.loginFailures[email] = [...recent, now];
    return true;
  });
  if (!allowed) {
    return errorResponse(
      429,
      'Too many failed sign-in attempts. Try again in 10 minutes.',
      'too_many_attempts',
    );
  }
  const state = await store.read();
  const account = findAccountByEmail(state, email);
  const password = account && passwordOf(state, account, email);
  const passwordOk = password
    ? await passwordMatches(body.password, password.salt, password.passwordHash)
    : false;
  if (!account || !passwordOk) return errorResponse(401, 'Invalid email or password', 'invalid_credentials');
  if (account.type !== body.type) {
    // The right password: not a failed attempt.
    await store.update((s) => {
      s.loginFailures[email] = (s.loginFailures[email] ?? []).filter((at) => at !== now);
    });
    return errorResponse(
      401,
      `This account is not registered as ${USER_TYPE_LABELS[body.type]}`,
      'wrong_account_type',
    );
  }
  const sessionId = randomId();
  const sessionKey = await secretDigest(sessionId);
  await store.update((s) => {
    delete s.loginFailures[email];
    s.sessions[sessionKey] = { accountId: account.id, email, createdAt: new Date(now).toISOString() };
  });
  return HttpResponse.json(
    {
      message: 'Login successful',
      user: userOf(account, email, memberSignedIn(state, account, email)),
      userType: account.type,
    },
    { headers: { 'Set-Cookie': sessionCookie(sessionId) } },
  );
});

const logout = route(SESSION_API.logout, async ({ cookies }) => {
  const signedIn = await currentSession(cookies);
  if (signedIn) {
    await mockStore().update((s) => {
      delete s.sessions[signedIn.sessionKey];
    });
  }
  return HttpResponse.json({ message: 'Logged out' }, { headers: { 'Set-Cookie': expiredSessionCookie() } });
});

const checkAuth = route(SESSION_API.checkAuth, async ({ cookies }) => {
  const signedIn = await currentSession(cookies);
  if (!signedIn) return errorResponse(401, 'Not authenticated', 'not_signed_in');
  return HttpResponse.json({
    user: userOf(signedIn.account, signedIn.session.email, signedIn.member),
    userType: signedIn.account.type,
  });
});

/**
 * One answer whether or not the address has an account of that type, so the form cannot be used to find out who
 * is registered; only a real account gets mail (the demo mailbox shows it).
 */
export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for that e-mail, a password reset link has been sent';

const forgotPassword = route(SESSION_API.forgotPassword, async ({ request }) => {
  const body = await readBody(request, SESSION_API.forgotPassword);
  const email = emailKey(body.email);
  const store = mockStore();
  const account = findAccountByEmail(await store.read(), email);
  if (account && account.type === body.type) {
    const token = encodeResetToken({ type: account.type, email, nonce: randomId(16) });
    const tokenKey = await secretDigest(token);
    // Past the limit no link is mailed, and the answer is the same: it must not tell who has an account.
    const mailed = await store.update((s) => {
      if (!takeMailSend(s.mailSends, mailSendKey('reset', email), Date.now())) return false;
      s.resetTokens[tokenKey] = {
        accountId: account.id,
        email,
        type: account.type,
        expiresAt: Date.now() + RESET_TOKEN_TTL_MS,
      };
      return true;
    });
    if (mailed)
      deliverMail({
        to: email,
        text: `Demo mailbox: password reset link sent to ${email}`,
        link: resetPasswordHref(token),
      });
  }
  return HttpResponse.json({ message: FORGOT_PASSWORD_ANSWER });
});

const resetPassword = route(SESSION_API.resetPassword, async ({ request, params }) => {
  const token = String(params.token); // already decoded by msw
  const body = await readBody(request, SESSION_API.resetPassword);
  const store = mockStore();
  const tokenKey = await secretDigest(token);
  const tokens = (await store.read()).resetTokens;
  const record = Object.hasOwn(tokens, tokenKey) ? tokens[tokenKey] : undefined;
  if (!record || record.expiresAt < Date.now() || !decodeResetToken(token)) {
    return errorResponse(
      400,
      'This reset link is invalid or has expired. Please request a new one.',
      'invalid_reset_link',
    );
  }
  if (body.type && body.type !== record.type)
    return errorResponse(400, 'This reset link belongs to another account type', 'invalid_reset_link');
  if (!isStrongPassword(body.password)) {
    return weakPasswordResponse();
  }
  const salt = randomId(8);
  const passwordHash = await hashPassword(body.password, salt);
  await store.update((s) => {
    const account = s.accounts.find((candidate) => candidate.id === record.accountId);
    // An invited member has a password of their own; a founding member shares the account's.
    const member = s.members.find(
      (entry) => entry.accountId === record.accountId && entry.email === record.email && entry.passwordHash,
    );
    if (member) Object.assign(member, { salt, passwordHash });
    else if (account) Object.assign(account, { salt, passwordHash });
    delete s.resetTokens[tokenKey];
    // A reset signs the account out everywhere.
    for (const [id, session] of Object.entries(s.sessions))
      if (session.accountId === record.accountId && (!member || session.email === record.email))
        delete s.sessions[id];
    delete s.loginFailures[record.email];
  });
  return HttpResponse.json({ message: 'Password reset successful' });
});

export const authHandlers = [login, logout, checkAuth, forgotPassword, resetPassword];
