import { describe, expect, it } from 'vitest';
import { decodeResetToken, encodeResetToken } from './reset-token';

describe('reset token', () => {
  it('round-trips type and e-mail, ignoring extra claims', () => {
    const token = encodeResetToken({ type: 'company', email: 'hr@example.com', nonce: 'abc' });
    expect(decodeResetToken(token)).toEqual({ type: 'company', email: 'hr@example.com' });
  });
  it('decodes standard base64 and percent-encoded tokens too', () => {
    const standard = btoa(JSON.stringify({ type: 'college', email: 'tpo@example.com' }));
    expect(decodeResetToken(standard)).toEqual({ type: 'college', email: 'tpo@example.com' });
    expect(decodeResetToken(encodeURIComponent(standard))).toEqual({
      type: 'college',
      email: 'tpo@example.com',
    });
  });
  it.each([
    ['empty', ''],
    ['not base64', '%%%'],
    ['not JSON', btoa('hello')],
    ['unknown type', btoa(JSON.stringify({ type: 'admin', email: 'a@b.co' }))],
    ['missing e-mail', btoa(JSON.stringify({ type: 'college' }))],
    ['a JSON array', btoa('[1,2]')],
  ])('rejects a token that is %s', (_label, token) => {
    expect(decodeResetToken(token)).toBeUndefined();
  });
});
