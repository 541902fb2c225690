import { describe, expect, it } from 'vitest';
import { openAppDb } from '@/offline/db/app-db';
import { submitOrQueue } from '@/offline/outbox/outbox';
import { verifyEmailViaMock } from '../../../../../tests/support/verify-email';
import { candidateRegistration } from './candidate-registration';
import type { CandidateFormValues } from './candidate-values';

const values = (email: string): CandidateFormValues => ({
  name: 'Asha Menon',
  email,
  phone: '9876543210',
  password: 'Strong@123',
  confirmPassword: 'Strong@123',
  verifiedEmails: { email },
  college: 'R V COLLEGE OF ENGINEERING',
  year: '2nd Year',
  joiningyear: '2024',
  branch: 'ECE',
  skills: 'Embedded C',
});

async function register(email: string, routeType = 'student-college') {
  const kind = candidateRegistration('student-college', routeType);
  const form = values(email);
  const outcome = await submitOrQueue(kind, kind.buildPayload(form), {}, openAppDb(`c-${Math.random()}`));
  return { kind, outcome };
}

describe('the candidate registration kind', () => {
  it('sends the type as the route spells it', () => {
    expect(candidateRegistration('student-college', 'student').buildPayload(values('a@b.co')).type).toBe(
      'student',
    );
    expect(candidateRegistration('student-college').buildPayload(values('a@b.co')).type).toBe(
      'student-college',
    );
  });

  it('registers through the short route too', async () => {
    await verifyEmailViaMock('short@example.com');
    const { outcome } = await register('short@example.com', 'student');
    expect(outcome).toMatchObject({ accepted: true });
  });

  it("an address already registered is the e-mail field's problem ('Email already registered')", async () => {
    const { kind, outcome } = await register('student@example.com');
    expect(outcome).toMatchObject({ accepted: false });
    expect(kind.fieldProblem?.((outcome as { error: unknown }).error)).toEqual({
      field: 'email',
      fieldMessage: 'Email already registered',
      message: 'Email already registered. Please use a different email address.',
    });
  });

  it('an unverified address is not reported as already registered, although its message names the e-mail', async () => {
    const { kind, outcome } = await register('never.verified@example.com');
    const { error } = outcome as { error: unknown };
    expect(kind.fieldProblem?.(error)).toBeUndefined();
    expect(kind.errorMessage(error)).toBe(
      'Registration failed! Email never.verified@example.com has not been verified',
    );
  });
});
