import { describe, expect, it } from 'vitest';
import { fitsUploadLimit, UPLOAD_LIMIT_TEXT } from './upload-limit';

describe('the upload limit', () => {
  it('takes a file smaller than 5 MB (5,242,880 bytes) and no larger, as the spec words the resume rule', () => {
    expect(fitsUploadLimit(0)).toBe(true);
    expect(fitsUploadLimit(5_242_879)).toBe(true);
    expect(fitsUploadLimit(5_242_880)).toBe(false);
    expect(UPLOAD_LIMIT_TEXT).toBe('smaller than 5 MB');
  });
});
