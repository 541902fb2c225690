import { describe, expect, it, vi } from 'vitest';
import { call } from '../../tests/support/api';
import { lastMailTo } from '../mailbox';
import { setControls } from '../controls';
import { FORGOT_PASSWORD_ANSWER } from './auth';

const login = (email: string, password = 'Demo@2026', type = 'student-college') =>
  call('POST', '/user/login', { json: { type, email, password } });

describe('mock auth API', () => {
  it('signs in a demo account, sets a session cookie that check-auth reads, and logout clears it', async () => {
    const signedIn = await login('student@example.com');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({
      userType: 'student-college',
      user: { email: 'student@example.com' },
    });
    // msw keeps the Set-Cookie in the document's cookie jar, as a browser would.
    expect(document.cookie).toMatch(/portal_session=\w+/);

    const session = await call('GET', '/user/check-auth');
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ userType: 'student-college', user: { name: 'Ananya Rao' } });

    const out = await call('POST', '/user/logout');
    expect(out.status).toBe(200);
    expect(document.cookie).not.toContain('portal_session=');
    expect((await call('GET', '/user/check-auth')).status).toBe(401);
  });

  it('removes the session cookie at once on logout, even within the millisecond the answer arrived', async () => {
    await login('student@example.com');
    // A stopped clock makes "the same millisecond" certain: a cookie that expires "now" (Max-Age=0) is still
    // readable until the clock moves on, which made the test above fail now and then.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      expect((await call('POST', '/user/logout')).status).toBe(200);
      expect(document.cookie).not.toContain('portal_session=');
    } finally {
      vi.useRealTimers();
    }
  });

  it('accepts either company e-mail for the same company account', async () => {
    const lead = await login('lead@example.com', 'Demo@2026', 'company');
    const hr = await login('HR@example.com', 'Demo@2026', 'company');
    expect(lead.body).toMatchObject({
      userType: 'company',
      user: { companyName: 'Voltline Embedded Systems' },
    });
    expect(hr.body).toMatchObject({ userType: 'company', user: { email: 'hr@example.com' } });
  });

  it('answers 401 with a message for a wrong password or the wrong account type', async () => {
    expect(await login('student@example.com', 'Wrong@2026')).toMatchObject({
      status: 401,
      body: { message: 'Invalid email or password' },
    });
    expect((await login('tpo@example.com', 'Demo@2026', 'company')).status).toBe(401);
  });

  it('answers 429 after 5 failed attempts for one e-mail, even with the right password', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login('fresher@example.com', 'Nope@0000', 'jobseeker-fresher')).status).toBe(401);
    }
    expect((await login('fresher@example.com', 'Demo@2026', 'jobseeker-fresher')).status).toBe(429);
    // Other e-mails are unaffected.
    expect((await login('student@example.com')).status).toBe(200);
  });

  it('rejects malformed bodies with 400 and a clear message', async () => {
    const missing = await call('POST', '/user/login', { json: { email: 'student@example.com' } });
    expect(missing.status).toBe(400);
    expect(String(missing.body.message)).toMatch(/^Invalid request: /);
    const notJson = await call('POST', '/user/login', {
      body: 'type=student',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(notJson).toMatchObject({
      status: 400,
      body: { message: 'Invalid request: the body must be JSON' },
    });
    const extra = await call('POST', '/user/login', {
      json: { type: 'company', email: 'lead@example.com', password: 'x', admin: true },
    });
    expect(extra.status).toBe(400);
  });

  it('runs forgot → reset through the demo mailbox, single use, and the new password signs in', async () => {
    const sent = await call('POST', '/user/forgot-password', {
      json: { email: 'tpo@example.com', type: 'college' },
    });
    expect(sent).toMatchObject({ status: 200, body: { message: FORGOT_PASSWORD_ANSWER } });
    const link = lastMailTo('tpo@example.com')?.link ?? '';
    expect(link).toMatch(/^\/reset-password\//);
    const token = link.replace('/reset-password/', '');

    const weak = await call('POST', `/user/reset-password/${token}`, { json: { password: 'short' } });
    expect(weak.status).toBe(400);
    const reset = await call('POST', `/user/reset-password/${token}`, { json: { password: 'New@Pass2026' } });
    expect(reset).toMatchObject({ status: 200, body: { message: 'Password reset successful' } });
    expect(
      (await call('POST', `/user/reset-password/${token}`, { json: { password: 'New@Pass2026' } })).status,
    ).toBe(400);

    expect((await login('tpo@example.com', 'Demo@2026', 'college')).status).toBe(401);
    expect((await login('tpo@example.com', 'New@Pass2026', 'college')).status).toBe(200);
  });

  it('answers a reset request the same for a known, an unknown and a wrong-type address; only the account gets mail', async () => {
    const ask = (email: string, type: string) =>
      call('POST', '/user/forgot-password', { json: { email, type } });
    const known = await ask('lead@example.com', 'company');
    const unknown = await ask('nobody@example.com', 'company');
    const wrongType = await ask('tpo@example.com', 'company');
    expect(known).toEqual({ status: 200, body: { message: FORGOT_PASSWORD_ANSWER } });
    expect(unknown).toEqual(known);
    expect(wrongType).toEqual(known);
    expect(lastMailTo('lead@example.com')?.link).toMatch(/^\/reset-password\//);
    expect(lastMailTo('nobody@example.com')).toBeUndefined();
    expect(lastMailTo('tpo@example.com')).toBeUndefined();
  });

  it('honours forced statuses and drops from the mock controls', async () => {
    setControls({ status: 500, pathPrefix: '/user/login' });
    expect((await login('student@example.com')).status).toBe(500);
    expect((await call('GET', '/check-email/a%40b.co')).status).toBe(200);
    setControls({ drop: 'before' });
    await expect(login('student@example.com')).rejects.toThrow();
  });
});
