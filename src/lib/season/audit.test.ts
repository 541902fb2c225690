import { describe, expect, it } from 'vitest';
import { auditCutoff, auditRow, describeAuditEntry, type AuditEntry } from './audit';

const ZONE = 'Asia/Kolkata';
const optOut: AuditEntry = {
  id: 'aud-1',
  at: '2026-12-02T06:30:00.000Z',
  by: { id: 'acc-college', name: 'Dr. Meera Kulkarni', role: 'placementOfficer' },
  action: 'opted-out',
  students: [{ rollNumber: '1RV22CS001', name: 'Ananya Rao', before: 'in the running', after: 'opted out' }],
  reason: 'Higher studies',
};
const publication: AuditEntry = {
  id: 'aud-2',
  at: '2026-12-02T06:30:00.000Z',
  by: { id: 'acc-company', name: 'Rohan, Voltline', role: 'companyAdmin' },
  action: 'results-published',
  drive: { id: 'drv-1', title: 'Voltline: Firmware Engineer' },
  students: [
    { rollNumber: '1RV22CS001', before: 'round 1', after: 'advanced' },
    { rollNumber: '1RV22CS003', before: 'round 1', after: 'absent' },
  ],
  before: 'round 1',
  after: '2 results',
};

describe('the audit log in words', () => {
  it('says a decision as the student record shows it: who, role, day, change and reason', () => {
    expect(describeAuditEntry(optOut, ZONE)).toBe(
      'Opted out by Dr. Meera Kulkarni (placement officer) on 2 Dec 2026, in the running → opted out: Higher studies',
    );
  });

  it('names only the role when the student may not read the name, and only their own line of a publication', () => {
    const { by, ...rest } = publication;
    expect(describeAuditEntry({ ...rest, by: { role: by.role } }, ZONE, '1RV22CS003')).toBe(
      "Round results published (Voltline: Firmware Engineer) by the company's admin on 2 Dec 2026, round 1 → absent",
    );
  });

  it('makes the table row the screen and the CSV share, with the college’s time and zone', () => {
    expect(auditRow(optOut, ZONE)).toEqual([
      '2 Dec 2026, 12:00 pm IST',
      'Dr. Meera Kulkarni',
      'placement officer',
      'Opted out',
      'Ananya Rao (1RV22CS001)',
      '',
      'in the running → opted out',
      'Higher studies',
    ]);
    expect(auditRow(publication, ZONE).slice(4, 7)).toEqual([
      '2 students',
      'Voltline: Firmware Engineer',
      'round 1 → 2 results',
    ]);
  });

  it('keeps entries one calendar year', () => {
    expect(new Date(auditCutoff(Date.parse('2026-12-02T06:00:00.000Z'))).toISOString()).toBe(
      '2025-12-02T06:00:00.000Z',
    );
  });
});
