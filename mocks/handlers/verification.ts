import { REGISTRATION_API } from '@/lib/api/registration-endpoints';
import { HttpResponse } from 'msw';

import { isValidEmail } from '@/lib/validation/rules';
import { emailKey } from '@/lib/match-keys';
import { randomOtp, secretDigest } from '../db/crypto';
import { findAccountByEmail } from '../db/state';
import { mockStore } from '../db/store';
import { deliverMail } from '../mailbox';
import { readBody } from './http/bodies';
import { errorResponse } from './http/errors';
import { mailSendKey, takeMailSend } from './http/rate-window';
import { route } from './http/route';

const OTP_TTL_MS = 10 * 60 * 1000;
/** Wrong codes a code survives: a 6-digit code must not be guessed in its ten minutes. */
const OTP_ATTEMPTS = 5;

/** What the state keeps of a code: its digest with the address, so the same code to two people differs. */
const otpDigest = (email: string, code: string) => secretDigest(`${email}:${code}`);
/** How long a verified e-mail stays good for a registration. */
export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

const sendOtp = route(REGISTRATION_API.sendOtp, async ({ request }) => {
  const { email: raw } = await readBody(request, REGISTRATION_API.sendOtp);
  const email = emailKey(raw);
  const code = randomOtp();
  const codeHash = await otpDigest(email, code);
  const sent = await mockStore().update((s) => {
    if (!takeMailSend(s.mailSends, mailSendKey('otp', email), Date.now())) return false;
    s.otps[email] = { codeHash, expiresAt: Date.now() + OTP_TTL_MS, attempts: 0 };
    delete s.verifiedEmails[email];
    return true;
  });
  if (!sent)
    return HttpResponse.json({
      success: false,
      message: 'Too many codes were sent to this address. Please wait 10 minutes and try again.',
    });
  deliverMail({ to: email, code, text: `Demo mailbox: verification code ${code} sent to ${email}` });
  return HttpResponse.json({ success: true, message: `Verification code sent to ${email}` });
});

const verifyOtp = route(REGISTRATION_API.verifyOtp, async ({ request }) => {
  const body = await readBody(request, REGISTRATION_API.verifyOtp);
  const email = emailKey(body.email);
  const codeHash = await otpDigest(email, body.otp);
  const verified = await mockStore().update((s) => {
    const otp = Object.hasOwn(s.otps, email) ? s.otps[email] : undefined;
    if (!otp || otp.expiresAt < Date.now()) return false;
    if (otp.codeHash !== codeHash) {
      otp.attempts += 1;
      if (otp.attempts >= OTP_ATTEMPTS) delete s.otps[email];
      return false;
    }
    delete s.otps[email];
    s.verifiedEmails[email] = Date.now();
    return true;
  });
  return verified
    ? HttpResponse.json({ success: true, message: 'Email verified successfully' })
    : HttpResponse.json({ success: false, message: 'Invalid or expired verification code' });
});

const checkEmail = route(REGISTRATION_API.checkEmail, async ({ params }) => {
  // msw has already decoded the path parameter; decoding again would misread a '%' in the address.
  const email = emailKey(String(params.email));
  if (!isValidEmail(email))
    return errorResponse(400, 'Invalid request: email must be a valid address', 'invalid_request');
  const exists = Boolean(findAccountByEmail(await mockStore().read(), email));
  return HttpResponse.json({ exists, message: exists ? 'Email already registered' : 'Email is available' });
});

export const verificationHandlers = [sendOtp, verifyOtp, checkEmail];
