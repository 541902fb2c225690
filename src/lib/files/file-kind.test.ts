import { describe, expect, it } from 'vitest';
import { fileKindOf, fileKindOfBytes, fileKindsText, RESUME_FILE_KINDS } from './file-kind';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : part)),
  );

describe('a file is what its bytes say', () => {
  it('knows each kind the portal takes by its magic number', () => {
    expect(fileKindOfBytes(bytes('%PDF-1.7\n...'))).toBe('pdf');
    expect(fileKindOfBytes(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toBe('doc');
    expect(fileKindOfBytes(bytes([0x89], 'PNG\r\n\x1a\n', 'IHDR'))).toBe('png');
    expect(fileKindOfBytes(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('jpeg');
    expect(fileKindOfBytes(bytes('PK\x03\x04', '[Content_Types].xml', 'PK\x03\x04word/document.xml'))).toBe(
      'docx',
    );
  });

  it('knows nothing else, whatever it looks like', () => {
    expect(fileKindOfBytes(bytes('<html><script>alert(1)</script>%PDF-'))).toBeUndefined();
    expect(fileKindOfBytes(bytes(' %PDF-1.7'))).toBeUndefined();
    expect(fileKindOfBytes(bytes('MZ\x90\x00'))).toBeUndefined();
    // A ZIP that is not a Word document (no word/document.xml inside).
    expect(fileKindOfBytes(bytes('PK\x03\x04', 'evil.exe'))).toBeUndefined();
    expect(fileKindOfBytes(bytes('%PD'))).toBeUndefined();
    expect(fileKindOfBytes(new Uint8Array())).toBeUndefined();
  });

  it('reads a file by its contents, not by its name or declared type', async () => {
    const html = new File(['<html></html>'], 'resume.pdf', { type: 'application/pdf' });
    const pdf = new File(['%PDF-1.4'], 'resume.docx', { type: 'text/html' });
    expect(await fileKindOf(html)).toBeUndefined();
    expect(await fileKindOf(pdf)).toBe('pdf');
  });

  it('names the kinds as a person reads them', () => {
    expect(fileKindsText(RESUME_FILE_KINDS)).toBe('PDF, DOC or DOCX');
  });
});
