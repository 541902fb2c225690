import { afterEach, describe, expect, it } from 'vitest';
import { clearMailbox, deliverMail, onMail, type MailMessage } from './mailbox';

afterEach(clearMailbox);

describe('demo mailbox', () => {
  it('hands mail sent before anyone listened to the first listener, once', () => {
    deliverMail({ to: 'a@x.test', text: 'early', code: '123456' });
    const first: MailMessage[] = [];
    const second: MailMessage[] = [];
    const stopFirst = onMail((message) => first.push(message));
    const stopSecond = onMail((message) => second.push(message));
    expect(first.map((message) => message.text)).toEqual(['early']);
    expect(second).toEqual([]);
    stopFirst();
    stopSecond();
  });

  it('delivers later mail to every listener as it is sent', () => {
    const seen: string[] = [];
    const stop = onMail((message) => seen.push(message.text));
    deliverMail({ to: 'a@x.test', text: 'now' });
    expect(seen).toEqual(['now']);
    stop();
    deliverMail({ to: 'a@x.test', text: 'unheard' });
    const late: string[] = [];
    onMail((message) => late.push(message.text))();
    expect(late).toEqual(['unheard']);
  });
});
