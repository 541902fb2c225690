import { describe, expect, it } from 'vitest';
import { call } from '../../tests/support/api';
import { AS, signInAs, signOutLocally } from '../../tests/support/sessions';
import { collegePayload, verifyEmailViaMock } from '../../tests/support/verify-email';
import { DEMO_COLLEGE_SPELLINGS } from '../db/seed-portal-data';

type Student = { name: string; college?: string; branch?: string; year?: string };
const items = (body: Record<string, unknown>) => body.items as Student[];

describe('college dashboard API', () => {
  it('answers 401 anonymous and 403 to companies and candidates', async () => {
    signOutLocally();
    for (const path of ['/college/overview', '/college/students', '/college/companies']) {
      expect((await call('GET', path)).status).toBe(401);
    }
    await AS.voltline();
    expect((await call('GET', '/college/students')).status).toBe(403);
    await AS.student();
    expect((await call('GET', '/college/companies')).status).toBe(403);
  });

  it('shows the college only its own students, however they spelled its name', async () => {
    await AS.tpo();
    const students = items((await call('GET', '/college/students?pageSize=50')).body);
    expect(students.length).toBeGreaterThanOrEqual(12);
    const spellings = new Set(students.map((student) => student.college));
    for (const spelling of DEMO_COLLEGE_SPELLINGS) expect(spellings).toContain(spelling);
    expect(students.some((student) => /ARCHITECTURE|INSTITUTE|PSG|SAGAR/i.test(student.college ?? ''))).toBe(
      false,
    );
    expect((await call('GET', '/college/overview')).body).toMatchObject({
      collegeName: 'R V COLLEGE OF ENGINEERING',
      students: students.length,
    });
  });

  it('filters its students by branch and year, and rejects an unknown year', async () => {
    await AS.tpo();
    const filtered = items(
      (await call('GET', '/college/students?branch=ECE&year=3rd%20Year&pageSize=50')).body,
    );
    expect(filtered.map((student) => student.name)).toContain('Ananya Rao');
    expect(filtered.every((student) => student.branch === 'ECE' && student.year === '3rd Year')).toBe(true);
    expect((await call('GET', '/college/students?year=final')).status).toBe(400);
  });

  it("never shows another college's students to a newly registered college", async () => {
    await verifyEmailViaMock('tpo@newhorizon.example.in');
    expect((await call('POST', '/college/submit', { json: collegePayload() })).status).toBe(201);
    await signInAs('tpo@newhorizon.example.in', 'college', 'Place@2026');
    expect((await call('GET', '/college/students')).body).toMatchObject({ total: 0 });
    expect((await call('GET', '/college/overview')).body).toMatchObject({ students: 0 });
  });

  it('lists every company with its open jobs, hiring ones first', async () => {
    await AS.tpo();
    const companies = (await call('GET', '/college/companies?pageSize=50')).body.items as {
      name: string;
      openJobs: { status: string }[];
    }[];
    expect(companies.length).toBeGreaterThanOrEqual(6);
    expect(companies.map((company) => company.name)).toContain('Voltline Embedded Systems');
    expect(companies.flatMap((company) => company.openJobs).every((job) => job.status === 'open')).toBe(true);
  });
});
