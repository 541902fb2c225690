import { describe, expect, it } from 'vitest';
import { serverForSuite, TEST_ENGINES } from './test/test-server';
import { Device } from './test/http';

describe.each(TEST_ENGINES)('the server keeps accounts safe, on %s', (engine) => {
  const server = serverForSuite(engine);

  it('keeps passwords as argon2id hashes, never as typed', async () => {
    const { accounts } = await server.store.read();
    expect(accounts.length).toBeGreaterThan(0);
    for (const account of accounts) {
      expect(account.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(account.passwordHash).not.toContain('Demo@2026');
    }
  });

  it('sets the session cookie HttpOnly and SameSite=Lax, Secure only over HTTPS', async () => {
    const device = new Device(server.api);
    const response = await device.signIn('tpo@example.com', 'college');
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^portal_session=\w+; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
  });

  it('ends the session on the server when its person signs out: the old cookie no longer signs in', async () => {
    const device = new Device(server.api);
    await device.signIn('student@example.com', 'student-college');
    const stolen = device.sessionCookie;
    expect((await device.call('GET', '/user/check-auth')).status).toBe(200);
    expect((await device.call('POST', '/user/logout')).status).toBe(200);
    const replay = await fetch(`${server.api}/user/check-auth`, { headers: { Cookie: stolen } });
    expect(replay.status).toBe(401);
  });

  it('counts sign-in attempts made at once: ten wrong passwords together get five refusals and five 429s', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${server.api}/user/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            email: 'fresher@example.com',
            password: 'Guess@2026',
            type: 'jobseeker-fresher',
          }),
        }).then((answer) => answer.status),
      ),
    );
    expect(attempts.sort()).toEqual([...Array(5).fill(401), ...Array(5).fill(429)]);
    // Even the right password waits out the window now.
    const right = await new Device(server.api).call('POST', '/user/login', {
      email: 'fresher@example.com',
      password: 'Demo@2026',
      type: 'jobseeker-fresher',
    });
    expect(right.status).toBe(429);
  });

  it('refuses a state-changing call from another site (CSRF) and does nothing with it', async () => {
    const device = new Device(server.api);
    await device.signIn('lead@example.com', 'company');
    const before = (await server.store.read()).jobs.length;
    const forged = await device.call(
      'POST',
      '/company/jobs',
      {
        role: 'software-engineer',
        title: 'Forged',
        description: 'x',
        location: 'Pune',
        openings: 1,
        closing_date: '2099-01-01',
      },
      { Origin: 'https://evil.example' },
    );
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ code: 'forbidden' });
    const crossSite = await device.call('POST', '/user/logout', undefined, {
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
    expect((await device.call('GET', '/user/check-auth')).status).toBe(200);
    expect((await server.store.read()).jobs.length).toBe(before);
    // The portal's own page is let through.
    const own = await device.call('POST', '/user/logout', undefined, { Origin: new URL(server.url).origin });
    expect(own.status).toBe(200);
  });

  it("sends the build's security headers on every answer, and says whether the database answers", async () => {
    for (const path of ['/healthz', '/api/jobs/summary']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: true });
  });
});
