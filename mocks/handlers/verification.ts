import { HttpResponse } from 'msw';
import { SendOtpRequestSchema, VerifyOtpRequestSchema } from '@/lib/api/contract';
import { isValidEmail } from '@/lib/validation/rules';
import { randomOtp } from '../db/crypto';
import { findAccountByEmail, normalizeEmail } from '../db/state';
import { mockStore } from '../db/store';
import { deliverMail } from '../mailbox';
import { errorResponse, readJsonBody, route } from './http';

const OTP_TTL_MS = 10 * 60 * 1000;
/** How long a verified e-mail stays good for a registration. */
export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

const sendOtp = route('post', '/send-otp', async ({ request }) => {
  const { email: raw } = await readJsonBody(request, SendOtpRequestSchema);
  const email = normalizeEmail(raw);
  const code = randomOtp();
  await mockStore().update((s) => {
    s.otps[email] = { code, expiresAt: Date.now() + OTP_TTL_MS };
    delete s.verifiedEmails[email];
  });
  deliverMail({ to: email, code, text: `Demo mailbox: verification code ${code} sent to ${email}` });
  return HttpResponse.json({ success: true, message: `Verification code sent to ${email}` });
});

const verifyOtp = route('post', '/verify-otp', async ({ request }) => {
  const body = await readJsonBody(request, VerifyOtpRequestSchema);
  const email = normalizeEmail(body.email);
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

const checkEmail = route('get', '/check-email/:email', async ({ params }) => {
  // msw has already decoded the path parameter; decoding again would misread a '%' in the address.
  const email = normalizeEmail(String(params.email));
  if (!isValidEmail(email)) return errorResponse(400, 'Invalid request: email must be a valid address');
  const exists = Boolean(findAccountByEmail(await mockStore().read(), email));
  return HttpResponse.json({ exists, message: exists ? 'Email already registered' : 'Email is available' });
});

export const verificationHandlers = [sendOtp, verifyOtp, checkEmail];
