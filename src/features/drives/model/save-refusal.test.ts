import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { saveRefusalOf } from './save-refusal';

describe('a refused save of a drive', () => {
  it('lists the terms that cannot change, with the answer status and code', () => {
    const error = new ApiError('http', {
      status: 409,
      code: 'terms_locked',
      serverMessage: 'The CTC stays ₹7,50,000: 2 students applied on it',
      reasons: [{ rule: 'ctcFixed', applicants: 2, ctcTotal: 750_000 }],
    });
    expect(saveRefusalOf(error)).toEqual({
      message: 'Not saved: what students applied to stays.',
      reasons: ['The CTC stays ₹7,50,000: 2 students applied on it'],
      answer: 'HTTP 409 · terms_locked',
    });
  });

  it("shows another refusal's own message, and no answer line when nothing came back", () => {
    const closed = new ApiError('http', {
      status: 409,
      code: 'drive_closed',
      serverMessage: 'This drive is closed: its terms can no longer change',
    });
    expect(saveRefusalOf(closed)).toEqual({
      message: 'This drive is closed: its terms can no longer change',
      reasons: [],
      answer: 'HTTP 409 · drive_closed',
    });
    expect(saveRefusalOf(new ApiError('network')).answer).toBeUndefined();
  });
});
