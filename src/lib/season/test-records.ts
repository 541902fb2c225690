/** A test factory for academic records: a sound record with overrides. Used by unit tests only. */
import type { StudentRecord } from './student-record';

export function buildRecord(overrides: Partial<StudentRecord> = {}): StudentRecord {
  return {
    rollNumber: '1RV22CS001',
    name: 'Test Student',
    email: 'test.student@example.com',
    programme: 'btech',
    branch: 'CSE',
    graduationYear: 2026,
    cgpa: 8.2,
    tenthPercent: 91,
    twelfthPercent: 88,
    activeBacklogs: 0,
    totalBacklogs: 0,
    ...overrides,
  };
}
