import { describe, expect, it } from 'vitest';
import { openAppDb } from '@/offline/db/app-db';
import {
  DRAFT_FORMAT_VERSION,
  deleteDraft,
  loadDraft,
  migrateDraft,
  saveDraft,
  stripSecrets,
} from './draft-store';

describe('draft store', () => {
  const db = openAppDb('draft-store-test');

  it('never keeps passwords, confirmations or codes, at any depth', () => {
    expect(
      stripSecrets({
        name: 'Asha',
        password: 'Demo@2026',
        confirmPassword: 'Demo@2026',
        otp: '123456',
        contacts: [{ name: 'A', passcode: 'x' }],
        verifiedEmails: { email: 'a@b.co' },
      }),
    ).toEqual({ name: 'Asha', contacts: [{ name: 'A' }], verifiedEmails: { email: 'a@b.co' } });
  });

  it('keeps files as they are, so a resume need not be picked again', () => {
    // The IndexedDB round trip of the File itself is proven in Chromium (tests/e2e/drafts.spec.ts).
    const resume = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    const kept = stripSecrets({ resume, password: 'x' }) as { resume: File };
    expect(kept.resume).toBe(resume);
  });

  it('keeps one draft per form and deletes it', async () => {
    await saveDraft('college', { college_name: 'A' }, 'tab-1', db);
    await saveDraft('college', { college_name: 'B' }, 'tab-2', db);
    expect((await loadDraft('college', db))?.values).toEqual({ college_name: 'B' });
    await deleteDraft('college', db);
    expect(await loadDraft('college', db)).toBeUndefined();
  });

  it('drops drafts of an unknown format version', () => {
    const row = {
      formId: 'x',
      formatVersion: DRAFT_FORMAT_VERSION + 1,
      values: {},
      updatedAt: 1,
      tabId: 't',
    };
    expect(migrateDraft(row)).toBeUndefined();
    expect(migrateDraft({ ...row, formatVersion: DRAFT_FORMAT_VERSION })).toEqual({
      ...row,
      formatVersion: DRAFT_FORMAT_VERSION,
    });
  });
});
