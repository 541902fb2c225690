import { lastMailTo } from '@mocks/mailbox';
import { call } from './api';

/** Verifies an e-mail against the mock backend, as the OTP dialog would (for handler and outbox tests). */
export async function verifyEmailViaMock(email: string): Promise<void> {
  await call('POST', '/send-otp', { json: { email } });
  const code = lastMailTo(email)?.code;
  const verified = await call('POST', '/verify-otp', { json: { email, otp: code } });
  if (verified.body.success !== true) throw new Error(`Could not verify ${email}`);
}

export function collegePayload(overrides: Record<string, unknown> = {}) {
  return {
    college_name: 'NEW HORIZON COLLEGE OF ENGINEERING',
    university: 'Visvesvaraya Technological University',
    website: 'https://newhorizon.example.in',
    student_strength: 2400,
    college_address: 'Outer Ring Road, Bengaluru',
    tpo_name: 'Kavya Menon',
    tpo_email: 'tpo@newhorizon.example.in',
    tpo_phone: '9876543210',
    password: 'Place@2026',
    acknowledge: true,
    primary_contacts: [
      {
        name: 'Arun Das',
        designation: 'HOD',
        department: 'ECE',
        email: 'arun@nh.example.in',
        phone: '9876501234',
      },
    ],
    programs: [{ branch: 'electrical', sections: 3 }],
    email_verified: true,
    ...overrides,
  };
}
