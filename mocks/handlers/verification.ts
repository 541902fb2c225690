import { REGISTRATION_API } from '@/lib/api/registration-endpoints';
import { HttpResponse } from 'msw';

import { isValidEmail } from '@/lib/validation/rules';
import { emailKey } from '@/lib/match-keys';
import { randomOtp } from '../db/crypto';
import { findAccountByEmail } from '../db/state';
import { mockStore } from '../db/store';
import { deliverMail } from '../mailbox';
import { readBody } from './http/bodies';
import { errorResponse } from './http/errors';
import { route } from './http/route';

const OTP_TTL_MS = 10 * 60 * 1000;
/** How long a verified e-mail stays good for a registration. */
export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

const sendOtp = route(REGISTRATION_API.sendOtp, async ({ request }) => {
  const { email: raw } = await readBody(request, REGISTRATION_API.sendOtp);
  const email = emailKey(raw);
  const code = randomOtp();
  await mockStore().update((s) => {
    s.otps[email] = { code, expiresAt: Date.now() + OTP_TTL_MS };
    delete s.verifiedEmails[email];
  });
  deliverMail({ to: email, code, text: `Demo mailbox: verification code ${code} sent to ${email}` });
  return HttpResponse.json({ success: true, message: `Verification code sent to ${email}` });
});

const verifyOtp = route(REGISTRATION_API.verifyOtp, async ({ request }) => {
  const body = await readBody(request, REGISTRATION_API.verifyOtp);
  const email = emailKey(body.email);
  const verified = await mockStore().update((s) => {
    const otp = s.otps[email];
    if (!otp || otp.expiresAt < Date.now() || otp.code !== body.otp) return false;
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
