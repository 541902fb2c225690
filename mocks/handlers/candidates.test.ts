import { mockStore } from '../db/store';
import { describe, expect, it } from 'vitest';
import { call, TEST_API } from '../../tests/support/api';
import { AS, signInAs, signOutLocally } from '../../tests/support/sessions';
import { verifyEmailViaMock } from '../../tests/support/verify-email';

type Candidate = {
  id: string;
  name: string;
  type: string;
  branch?: string;
  year?: string;
  skills: string[];
  college?: string;
};
const items = (body: Record<string, unknown>) => body.items as Candidate[];

async function registerStudent(email: string, college: string, resume?: File) {
  await verifyEmailViaMock(email);
  const form = new FormData();
  const fields = {
    name: 'Meghna Iyer',
    email,
    phone: '9876543210',
    password: 'Career@2026',
    type: 'student-college',
    college,
    year: '2nd Year',
    joiningyear: '2024',
    branch: 'EEE',
    skills: 'Soldering, KiCad',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (resume) form.append('resume', resume, resume.name);
  const response = await call('POST', '/register', { body: form });
  expect(response.status).toBe(201);
}

describe('company Students API', () => {
  it('is for companies only: 401 anonymous, 403 for candidates and colleges', async () => {
    signOutLocally();
    expect((await call('GET', '/company/candidates')).status).toBe(401);
    expect((await call('GET', '/company/candidates/acc-student')).status).toBe(401);
    await AS.student();
    expect((await call('GET', '/company/candidates')).status).toBe(403);
    expect((await call('GET', '/company/candidates/acc-fresher/resume')).status).toBe(403);
    await AS.tpo();
    expect((await call('GET', '/company/candidates')).status).toBe(403);
  });

  it('lists forty or more candidates and filters by type, branch, year, skills and college', async () => {
    await AS.voltline();
    expect((await call('GET', '/company/candidates')).body.total).toBeGreaterThanOrEqual(40);
    const pros = items((await call('GET', '/company/candidates?type=working-professional&pageSize=50')).body);
    expect(pros.length).toBeGreaterThan(0);
    expect(pros.every((candidate) => candidate.type === 'working-professional')).toBe(true);
    const ece3 = items(
      (await call('GET', '/company/candidates?branch=ECE&year=3rd%20Year&pageSize=50')).body,
    );
    expect(ece3.length).toBeGreaterThan(0);
    expect(ece3.every((candidate) => candidate.branch === 'ECE' && candidate.year === '3rd Year')).toBe(true);
    const skilled = items(
      (await call('GET', '/company/candidates?skills=embedded%20c,pcb&pageSize=50')).body,
    );
    expect(skilled.map((candidate) => candidate.name)).toContain('Ananya Rao');
    expect(skilled.every((candidate) => candidate.skills.some((skill) => /pcb/i.test(skill)))).toBe(true);
    const rv = items(
      (await call('GET', '/company/candidates?college=RV%20College%20of%20Engg&pageSize=50')).body,
    );
    expect(rv.length).toBeGreaterThanOrEqual(12);
    expect((await call('GET', '/company/candidates?year=5th%20Year')).status).toBe(400);
  });

  it('shows a profile and serves a generated PDF resume for a seeded candidate', async () => {
    await AS.voltline();
    const profile = await call('GET', '/company/candidates/acc-fresher');
    expect(profile.body).toMatchObject({
      profile: { name: 'Rahul Verma', email: 'fresher@example.com', resume: { uploaded: false } },
    });
    const file = await fetch(`${TEST_API}/company/candidates/acc-fresher/resume`);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Disposition')).toBe('attachment; filename="Rahul_Verma_Resume.pdf"');
    expect(await file.text()).toMatch(/^%PDF-1\.4[\s\S]*Rahul Verma[\s\S]*%%EOF\n$/);
    expect((await call('GET', '/company/candidates/acc-nobody')).status).toBe(404);
  });

  it('shows candidates who registered through the form, with the resume file they uploaded', async () => {
    const resume = new File(['%PDF-1.4 my own resume'], 'meghna.pdf', { type: 'application/pdf' });
    await registerStudent('meghna@example.org', 'R.V. College of Engg., Bengaluru', resume);
    await AS.voltline();
    const found = items((await call('GET', '/company/candidates?query=meghna')).body);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ skills: ['Soldering', 'KiCad'], hasResume: false, contactHidden: true });
    // Privacy (issue 17): the resume is shared only once the candidate applies to one of the company's jobs.
    const url = `${TEST_API}/company/candidates/${found[0]?.id}/resume`;
    expect((await fetch(url)).status).toBe(403);
    await mockStore().update((state) => {
      const at = new Date().toISOString();
      const candidateId = found[0]?.id ?? '';
      state.applications.push({
        id: 'app-meghna',
        jobId: 'job-001',
        candidateId,
        status: 'applied',
        createdAt: at,
        updatedAt: at,
      });
    });
    expect(await (await fetch(url)).text()).toBe('%PDF-1.4 my own resume');
    const after = items((await call('GET', '/company/candidates?query=meghna')).body);
    expect(after[0]).toMatchObject({ hasResume: true });
    expect(after[0]).not.toHaveProperty('contactHidden');
  });
});

describe("candidate's own profile and resume", () => {
  it('answers 401 anonymous and 403 to companies', async () => {
    signOutLocally();
    expect((await call('GET', '/candidate/profile')).status).toBe(401);
    expect((await call('PUT', '/candidate/resume', { body: new FormData() })).status).toBe(401);
    await AS.voltline();
    expect((await call('GET', '/candidate/applications')).status).toBe(403);
  });

  it('replaces the resume with the registration rules (type, size) and serves the new file', async () => {
    await AS.professional();
    const wrongType = new FormData();
    wrongType.append('resume', new File(['png'], 'photo.png', { type: 'image/png' }), 'photo.png');
    expect((await call('PUT', '/candidate/resume', { body: wrongType })).status).toBe(400);
    const tooBig = new FormData();
    tooBig.append(
      'resume',
      new File([new Uint8Array(5242880)], 'big.pdf', { type: 'application/pdf' }),
      'big.pdf',
    );
    expect((await call('PUT', '/candidate/resume', { body: tooBig })).status).toBe(400);
    expect((await call('PUT', '/candidate/resume', { body: new FormData() })).status).toBe(400);

    // Named and declared as a PDF, but its bytes are a web page: refused, whatever its name says.
    const disguised = new FormData();
    disguised.append(
      'resume',
      new File(['<html><script>alert(1)</script></html>'], 'cv.pdf', { type: 'application/pdf' }),
      'cv.pdf',
    );
    const refused = await call('PUT', '/candidate/resume', { body: disguised });
    expect(refused).toMatchObject({ status: 415, body: { code: 'unsupported_file_type' } });

    // A Word document (a ZIP holding word/document.xml), declared as anything: kept, and served as a DOCX.
    const docx = 'PK\x03\x04word/document.xml new resume';
    const good = new FormData();
    good.append('resume', new File([docx], 'priya-2026.docx', { type: 'text/html' }), 'priya-2026.docx');
    const replaced = await call('PUT', '/candidate/resume', { body: good });
    expect(replaced.body).toMatchObject({
      resume: { name: 'priya-2026.docx', size: docx.length, uploaded: true },
    });
    const file = await fetch(`${TEST_API}/candidate/resume`);
    expect(file.headers.get('Content-Disposition')).toContain('priya-2026.docx');
    expect(file.headers.get('Content-Type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(await file.text()).toBe(docx);
  });

  it('lists the candidate’s applications and recommends open jobs not applied to', async () => {
    await AS.student();
    const applications = await call('GET', '/candidate/applications');
    expect(applications.body).toMatchObject({
      applications: [{ jobId: 'job-007', status: 'shortlisted', job: { title: 'Junior PCB Designer' } }],
    });
    const recommended = (await call('GET', '/candidate/recommended-jobs')).body.jobs as { id: string }[];
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended.map((job) => job.id)).not.toContain('job-007');
  });

  it('keeps profiles for candidates who registered through the form', async () => {
    await registerStudent('meghna@example.org', 'RV College of Engg');
    await signInAs('meghna@example.org', 'student-college', 'Career@2026');
    expect((await call('GET', '/candidate/profile')).body).toMatchObject({
      profile: { name: 'Meghna Iyer', college: 'RV College of Engg', branch: 'EEE', year: '2nd Year' },
    });
  });
});
