import { describe, expect, it } from 'vitest';
import { call } from '../../tests/support/api';
import { mockStore } from '../db/store';
import { lastMailTo } from '../mailbox';

/**
 * Issue 34: no session id, reset token or verification code is kept as the person holds it, and a code cannot be
 * guessed or mailed without limit. The mock and the server run these same handlers.
 */
const sessionIdOf = (cookie: string) => /portal_session=(\w+)/.exec(cookie)?.[1];

describe('secrets the handlers keep', () => {
  it('keeps a session under the digest of its id, never the id itself', async () => {
    await call('POST', '/user/login', {
      json: { type: 'college', email: 'tpo@example.com', password: 'Demo@2026' },
    });
    const id = sessionIdOf(document.cookie);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const keys = Object.keys((await mockStore().read()).sessions);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify((await mockStore().read()).sessions)).not.toContain(id!);
  });

  it('keeps a reset token and a verification code only as digests', async () => {
    await call('POST', '/user/forgot-password', {
      json: { email: 'student@example.com', type: 'student-college' },
    });
    const token = lastMailTo('student@example.com')!.link!.split('/').pop()!;
    await call('POST', '/send-otp', { json: { email: 'new.person@example.com' } });
    const code = lastMailTo('new.person@example.com')!.code!;
    const stored = JSON.stringify(await mockStore().read());
    expect(stored).not.toContain(decodeURIComponent(token));
    expect((await mockStore().read()).otps['new.person@example.com']).not.toHaveProperty('code');
    expect(JSON.stringify((await mockStore().read()).otps)).not.toContain(`"${code}"`);
  });

  it('voids a code after five wrong tries: the right code no longer verifies', async () => {
    const email = 'guesser@example.com';
    await call('POST', '/send-otp', { json: { email } });
    const code = lastMailTo(email)!.code!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await call('POST', '/verify-otp', { json: { email, otp: wrong } })).body).toMatchObject({
        success: false,
      });
    expect((await call('POST', '/verify-otp', { json: { email, otp: code } })).body).toMatchObject({
      success: false,
      message: 'Invalid or expired verification code',
    });
  });

  it('verifies the right code after fewer than five wrong tries, once', async () => {
    const email = 'typo@example.com';
    await call('POST', '/send-otp', { json: { email } });
    const code = lastMailTo(email)!.code!;
    await call('POST', '/verify-otp', { json: { email, otp: code === '000000' ? '111111' : '000000' } });
    expect((await call('POST', '/verify-otp', { json: { email, otp: code } })).body).toMatchObject({
      success: true,
    });
    expect((await call('POST', '/verify-otp', { json: { email, otp: code } })).body).toMatchObject({
      success: false,
    });
  });

  it('mails five codes to one address in ten minutes, then says to wait, and mails no sixth', async () => {
    const email = 'impatient@example.com';
    for (let send = 0; send < 5; send += 1)
      expect((await call('POST', '/send-otp', { json: { email } })).body).toMatchObject({ success: true });
    const fifth = lastMailTo(email)!.code;
    const sixth = await call('POST', '/send-otp', { json: { email } });
    expect(sixth.body).toEqual({
      success: false,
      message: 'Too many codes were sent to this address. Please wait 10 minutes and try again.',
    });
    expect(lastMailTo(email)!.code).toBe(fifth);
    // The fifth code still verifies: refusing a sixth does not void the last one sent.
    expect((await call('POST', '/verify-otp', { json: { email, otp: fifth } })).body).toMatchObject({
      success: true,
    });
  });

  it('mails five reset links to one address in ten minutes, then no more, with the same answer', async () => {
    const mails = new Set<string>();
    for (let request = 0; request < 6; request += 1) {
      const answer = await call('POST', '/user/forgot-password', {
        json: { email: 'fresher@example.com', type: 'jobseeker-fresher' },
      });
      expect(answer.status).toBe(200);
      mails.add(lastMailTo('fresher@example.com')!.link!);
    }
    expect(mails.size).toBe(5);
  });
});
