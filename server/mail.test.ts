import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test/test-server';
import { startFakeSmtp, type FakeSmtp } from './test/fake-smtp';

const disposals: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const dispose of disposals.splice(0)) await dispose();
});

async function server(env: Record<string, string>): Promise<TestServer> {
  const started = await startTestServer({ engine: 'pglite', env });
  disposals.push(() => started.dispose());
  return started;
}

const sendCode = (api: string, email: string) =>
  fetch(`${api}/send-otp`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });

describe("the server's mail", () => {
  it('in the demo, keeps the mail and shows it through the demo mailbox, newest after a number', async () => {
    const demo = await server({});
    const before = (await (await fetch(`${demo.api}/demo/mailbox?after=0`)).json()) as { latest: number };
    const sent = await sendCode(demo.api, 'visitor@example.com');
    expect(sent.status).toBe(200);
    // Every API answer of a demo tells the page there is a mailbox to show.
    expect(sent.headers.get('x-demo-mailbox')).toBe('/api/demo/mailbox');
    const box = (await (await fetch(`${demo.api}/demo/mailbox?after=${before.latest}`)).json()) as {
      latest: number;
      messages: Array<{ seq: number; to: string; text: string }>;
    };
    expect(box.latest).toBe(before.latest + 1);
    expect(box.messages).toEqual([
      {
        seq: before.latest + 1,
        at: expect.any(Number),
        to: 'visitor@example.com',
        text: expect.stringMatching(/^Demo mailbox: verification code \d{6} sent to visitor@example\.com$/),
      },
    ]);
  }, 60_000);

  it('through SMTP_URL, mails the code in plain words, and has no demo mailbox', async () => {
    const smtp: FakeSmtp = await startFakeSmtp();
    disposals.push(() => smtp.close());
    const real = await server({ SMTP_URL: smtp.url, MAIL_FROM: 'Placements <placements@college.example>' });
    const sent = await sendCode(real.api, 'student@college.example');
    expect(sent.status).toBe(200);
    expect(sent.headers.has('x-demo-mailbox')).toBe(false);
    await expect.poll(() => smtp.messages.length, { timeout: 10_000 }).toBe(1);
    const [mail = ''] = smtp.messages;
    expect(mail).toMatch(/^To: student@college\.example$/m);
    expect(mail).toMatch(/^From: Placements <placements@college\.example>$/m);
    expect(mail).toMatch(/^Subject: Your Campus Pulse verification code$/m);
    expect(mail).toMatch(/Your verification code is \d{6}\./);
    expect((await fetch(`${real.api}/demo/mailbox`)).status).toBe(404);
  }, 60_000);

  it('with an empty database and no SMTP, keeps no mailbox anyone could read', async () => {
    const empty = await server({ SEED: 'none' });
    const sent = await sendCode(empty.api, 'someone@college.example');
    expect(sent.status).toBe(200);
    expect(sent.headers.has('x-demo-mailbox')).toBe(false);
    expect((await fetch(`${empty.api}/demo/mailbox`)).status).toBe(404);
  }, 60_000);
});
