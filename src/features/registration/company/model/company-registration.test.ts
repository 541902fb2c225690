import { describe, expect, it } from 'vitest';
import { sendVerificationCode, verifyCode } from '@/features/verification/api/verification-api';
import { openAppDb } from '@/offline/db/app-db';
import { submitOrQueue } from '@/offline/outbox/outbox';
import { lastMailTo } from '@mocks/mailbox';
import { call } from '../../../../../tests/support/api';
import { companyRegistration } from './company-registration';
import { filledCompanyForm } from './company-test-values';

async function verify(email: string) {
  await sendVerificationCode(email);
  await verifyCode(email, lastMailTo(email)?.code ?? '');
}

const submit = (values: ReturnType<typeof filledCompanyForm>) =>
  submitOrQueue(
    companyRegistration,
    companyRegistration.buildPayload(values),
    values,
    openAppDb(`company-${Math.random()}`),
  );

describe('the company registration against the mock backend', () => {
  it('creates a company account that signs in with either e-mail', async () => {
    const values = filledCompanyForm();
    await verify(values.email);
    await verify(values.hr_email);
    const outcome = await submit(values);
    expect(outcome).toEqual({
      accepted: true,
      message: expect.stringMatching(/^Company form submitted successfully!\n\nSign in with either/),
    });
    for (const email of [values.email, values.hr_email]) {
      const signIn = await call('POST', '/user/login', {
        json: { type: 'company', email, password: values.password },
      });
      expect(signIn.status).toBe(200);
    }
  });

  it('sends no employee range or designations when none was chosen (the spec does not require them)', async () => {
    const values = filledCompanyForm({ employees: '', designation: '', hr_designation: '' });
    await verify(values.email);
    await verify(values.hr_email);
    expect(await submit(values)).toMatchObject({ accepted: true });
  });

  it('is refused with the server message when an e-mail is already registered', async () => {
    const values = filledCompanyForm({ email: 'lead@example.com' });
    await verify(values.hr_email);
    const outcome = await submit(values);
    expect(outcome).toMatchObject({ accepted: false });
    expect(companyRegistration.errorMessage((outcome as { error: unknown }).error)).toBe(
      'Email lead@example.com is already registered',
    );
  });
});
