import { describe, expect, it } from 'vitest';
import { call } from '../../tests/support/api';
import { collegePayload, verifyEmailViaMock } from '../../tests/support/verify-email';
import { setControls } from '../controls';
import { mockStore } from '../db/store';

const accountsWith = async (email: string) =>
  (await mockStore().read()).accounts.filter((account) => account.emails.includes(email)).length;

describe('mock registration API', () => {
  it('creates a college account that signs in with the TPO e-mail, and keeps no password', async () => {
    await verifyEmailViaMock('tpo@newhorizon.example.in');
    const created = await call('POST', '/college/submit', { json: collegePayload() });
    expect(created).toMatchObject({ status: 201, body: { success: true } });
    const login = await call('POST', '/user/login', {
      json: { type: 'college', email: 'tpo@newhorizon.example.in', password: 'Place@2026' },
    });
    expect(login.status).toBe(200);
    expect(JSON.stringify(await mockStore().read())).not.toContain('Place@2026');
  });

  it('refuses an unverified e-mail, a duplicate e-mail and unknown fields', async () => {
    expect((await call('POST', '/college/submit', { json: collegePayload() })).body.message).toBe(
      'Email tpo@newhorizon.example.in has not been verified',
    );
    await verifyEmailViaMock('tpo@example.com');
    const duplicate = await call('POST', '/college/submit', {
      json: collegePayload({ tpo_email: 'tpo@example.com' }),
    });
    expect(duplicate.status).toBe(409);
    expect(String(duplicate.body.message)).toContain('tpo@example.com');
    const extra = await call('POST', '/college/submit', {
      json: collegePayload({ confirmPassword: 'Place@2026' }),
    });
    expect(extra.status).toBe(400);
  });

  it.each([
    ['college_name', 1, 150],
    ['tpo_name', 1, 100],
    ['college_address', 0, 500],
    ['website', 0, 2048],
    ['password', 1, 128],
  ])('answers 400 naming %s when it is longer than its maximum (issue 14)', async (field, min, max) => {
    // Text of a given length that meets the field's other rules (a password must be strong).
    const text = (length: number) => (field === 'password' ? 'Aa1@' : '').padEnd(length, 'a');
    await verifyEmailViaMock('tpo@newhorizon.example.in');
    const tooLong = await call('POST', '/college/submit', {
      json: collegePayload({ [field]: text(max + 1) }),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(
      `Invalid request: ${field}: Expected a string with a length between \`${min}\` and \`${max}\`, but received a ${max + 1}-character text`,
    );
    const atLimit = await call('POST', '/college/submit', { json: collegePayload({ [field]: text(max) }) });
    expect(atLimit.status).toBe(201);
  });

  it('replays the first answer for a repeated Idempotency-Key: one account, even after a lost answer', async () => {
    await verifyEmailViaMock('tpo@newhorizon.example.in');
    const headers = { 'Idempotency-Key': 'key-1' };
    setControls({ drop: 'after', pathPrefix: '/college/submit' });
    await expect(call('POST', '/college/submit', { json: collegePayload(), headers })).rejects.toThrow();
    setControls({});
    const retry = await call('POST', '/college/submit', { json: collegePayload(), headers });
    expect(retry).toMatchObject({ status: 201, body: { success: true } });
    expect(await accountsWith('tpo@newhorizon.example.in')).toBe(1);
    // Without the key, the same body is a new request and meets the duplicate check.
    expect((await call('POST', '/college/submit', { json: collegePayload() })).status).toBe(409);
  });

  it('answers 400 with a message for a candidate body that is not multipart or misses fields', async () => {
    const notMultipart = await call('POST', '/register', { json: { name: 'A' } });
    expect(notMultipart).toMatchObject({
      status: 400,
      body: { message: 'Invalid request: the body must be multipart form data' },
    });
    const form = new FormData();
    for (const [key, value] of Object.entries({
      name: 'Asha Menon',
      email: 'asha@example.in',
      phone: '9876543210',
      password: 'Place@2026',
      type: 'jobseeker-fresher',
    })) {
      form.append(key, value);
    }
    const missing = await call('POST', '/register', { body: form });
    expect(missing.status).toBe(400);
    expect(String(missing.body.message)).toBe(
      'Invalid request: missing degree, joiningyear, branch, skills, resume',
    );
  });

  it('refuses a candidate name with characters the form strips, and takes any script (issue 19)', async () => {
    const registration = (name: string) => {
      const form = new FormData();
      const fields = { name, email: 'asha@example.in', phone: '9876543210', password: 'Place@2026' };
      for (const [key, value] of Object.entries({ ...fields, type: 'student-college' }))
        form.append(key, value);
      return call('POST', '/register', { body: form });
    };
    expect(await registration('Asha2 Menon')).toMatchObject({
      status: 400,
      body: { message: 'Name can only contain letters and spaces', code: 'invalid_request' },
    });
    // A name the rule keeps passes this check and meets the next one (the unverified address).
    for (const name of ["K. R. D'Souza", 'अनुष्का शर्मा']) {
      expect((await registration(name)).body.message).not.toBe('Name can only contain letters and spaces');
    }
  });
});
