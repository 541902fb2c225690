import { callEndpoint } from '@/lib/api/client';
import { API } from '@/lib/api/endpoints';

export function sendVerificationCode(email: string) {
  return callEndpoint(API.sendOtp, { body: { email } });
}

export function verifyCode(email: string, otp: string) {
  return callEndpoint(API.verifyOtp, { body: { email, otp } });
}

export function checkEmailExists(email: string) {
  return callEndpoint(API.checkEmail, { params: { email } });
}
