import { apiRequest } from '@/lib/api/client';
import { CheckEmailResponseSchema, SendOtpResponseSchema, VerifyOtpResponseSchema } from '@/lib/api/contract';

export function sendVerificationCode(email: string) {
  return apiRequest('/send-otp', { method: 'POST', body: { email }, response: SendOtpResponseSchema });
}

export function verifyCode(email: string, otp: string) {
  return apiRequest('/verify-otp', {
    method: 'POST',
    body: { email, otp },
    response: VerifyOtpResponseSchema,
  });
}

export function checkEmailExists(email: string) {
  return apiRequest(`/check-email/${encodeURIComponent(email)}`, { response: CheckEmailResponseSchema });
}
