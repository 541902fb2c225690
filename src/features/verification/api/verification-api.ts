import { callEndpoint } from '@/lib/api/client';
import { REGISTRATION_API } from '@/lib/api/registration-endpoints';

export function sendVerificationCode(email: string) {
  return callEndpoint(REGISTRATION_API.sendOtp, { body: { email } });
}

export function verifyCode(email: string, otp: string) {
  return callEndpoint(REGISTRATION_API.verifyOtp, { body: { email, otp } });
}

export function checkEmailExists(email: string) {
  return callEndpoint(REGISTRATION_API.checkEmail, { params: { email } });
}
