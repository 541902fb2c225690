import { describe, expect, it } from 'vitest';
import { call } from '../../tests/support/api';
import { mockStore } from '../db/store';
import { lastMailTo } from '../mailbox';

const PASSWORD = 'Demo@2026';
const signIn = async (email: string, type = 'college', password = PASSWORD) => {
  const answer = await call('POST', '/user/login', { json: { type, email, password } });
  return { answer };
};
const tokenOf = (link: string | undefined) => decodeURIComponent(link!.replace('/join/', ''));

describe('members and roles (mock)', () => {
  it('invites a member by e-mail; the link sets a password once, and the member signs in with their role', async () => {
    await signIn('tpo@example.com');
    const invited = await call('POST', '/members', {
      json: {
        email: 'ece.coordinator@example.com',
        name: 'Dr. Rao',
        role: 'departmentCoordinator',
        branches: ['ECE'],
      },
    });
    expect(invited).toMatchObject({ status: 201, body: { member: { pending: true, branches: ['ECE'] } } });
    // Not yet joined: no password of theirs exists, and the college's does not let them in.
    expect((await signIn('ece.coordinator@example.com')).answer.status).toBe(401);

    const token = tokenOf(lastMailTo('ece.coordinator@example.com')?.link);
    expect(await call('GET', `/member-invitations/${encodeURIComponent(token)}`)).toMatchObject({
      status: 200,
      body: { name: 'Dr. Rao', role: 'departmentCoordinator', organisation: 'college' },
    });
    const accepted = await call('POST', `/member-invitations/${encodeURIComponent(token)}`, {
      json: { password: 'Coordinator@2026' },
    });
    expect(accepted.status).toBe(200);
    const again = await call('POST', `/member-invitations/${encodeURIComponent(token)}`, {
      json: { password: 'Another@2026' },
    });
    expect(again).toMatchObject({ status: 400, body: { code: 'invalid_invitation' } });

    const { answer } = await signIn('ece.coordinator@example.com', 'college', 'Coordinator@2026');
    expect(answer).toMatchObject({
      status: 200,
      body: { user: { name: 'Dr. Rao', member: { role: 'departmentCoordinator', branches: ['ECE'] } } },
    });
  });

  it('refuses what the role may not do before the handler runs, with the role and the permission', async () => {
    await signIn('reports@example.com');
    expect((await call('GET', '/college/report')).status).toBe(200);
    expect(await call('PUT', '/college/season/policy', { json: {} })).toMatchObject({
      status: 403,
      body: { code: 'role_forbidden', reasons: [{ role: 'reportViewer', permission: 'policy.edit' }] },
    });
  });

  it('keeps a student coordinator to the rounds they are assigned', async () => {
    await signIn('student.coordinator@example.com');
    const assigned = '/drives/drv-voltline-validation/rounds/drv-voltline-validation-r1/history';
    const other = '/drives/drv-voltline-validation/rounds/drv-voltline-validation-r2/history';
    expect((await call('GET', assigned)).status).toBe(200);
    expect(await call('GET', other)).toMatchObject({ status: 403, body: { code: 'round_not_assigned' } });
    expect(await call('GET', '/drives/drv-brightcircuit-embedded')).toMatchObject({
      status: 403,
      body: { code: 'round_not_assigned' },
    });
  });

  it('removing a member ends their sessions at once; the last placement officer cannot be removed', async () => {
    expect((await signIn('reports@example.com')).answer.status).toBe(200);
    await signIn('tpo@example.com');
    const members = (await call('GET', '/members')).body.members as {
      id: string;
      email: string;
      role: string;
    }[];
    const byEmail = (email: string) => members.find((member) => member.email === email)!.id;
    expect((await call('DELETE', `/members/${byEmail('reports@example.com')}`)).status).toBe(200);
    const sessions = Object.values((await mockStore().read()).sessions);
    expect(sessions.map((session) => session.email)).not.toContain('reports@example.com');
    expect((await signIn('reports@example.com')).answer.status).toBe(401);

    await signIn('tpo@example.com');
    // Two officers: one may go; then the other is the last.
    expect((await call('DELETE', `/members/${byEmail('officer2@example.com')}`)).status).toBe(200);
    expect(await call('DELETE', `/members/${byEmail('tpo@example.com')}`)).toMatchObject({
      status: 409,
      body: { code: 'last_full_role' },
    });
    expect(
      await call('PATCH', `/members/${byEmail('tpo@example.com')}`, { json: { role: 'reportViewer' } }),
    ).toMatchObject({ status: 409, body: { code: 'last_full_role' } });
  });

  it('refuses a coordinator without branches and a round of another organisation', async () => {
    await signIn('tpo@example.com');
    expect(
      await call('POST', '/members', {
        json: { email: 'x@example.com', name: 'X', role: 'departmentCoordinator', branches: [] },
      }),
    ).toMatchObject({ status: 422 });
    expect(
      await call('POST', '/members', {
        json: { email: 'x@example.com', name: 'X', role: 'interviewer' },
      }),
    ).toMatchObject({ status: 422 });
  });

  it("keeps a department coordinator to their branches' students and applicants", async () => {
    await signIn('tpo@example.com');
    const drive = '/drives/drv-voltline-validation/applicants?pageSize=200';
    type Applicant = { rollNumber: string; branch: string; email?: string };
    const everyone = (await call('GET', drive)).body.items as Applicant[];
    const elsewhere = everyone.find((applicant) => !['CSE', 'IT'].includes(applicant.branch))!;
    expect(elsewhere).toBeDefined();

    await signIn('cse.coordinator@example.com');
    const theirs = (await call('GET', drive)).body.items as Applicant[];
    expect(theirs.length).toBeGreaterThan(0);
    expect(new Set(theirs.map((applicant) => applicant.branch))).toEqual(
      new Set(everyone.filter((a) => ['CSE', 'IT'].includes(a.branch)).map((a) => a.branch)),
    );
    expect(await call('GET', `/college/season/students/${elsewhere.rollNumber}`)).toMatchObject({
      status: 403,
      body: { code: 'outside_branches' },
    });
    const own = theirs[0]!.rollNumber;
    expect((await call('GET', `/college/season/students/${own}`)).status).toBe(200);
  });

  it("counts a department coordinator's figures for their branches, and says which", async () => {
    type Figures = { total: number; branches?: string[] };
    type Summary = { students: Figures; offersByTier: { offers: number }[] };
    const overviewFigures = async () =>
      ((await call('GET', '/college/overview')).body as { season: Figures }).season;
    const seasonSummary = async () => (await call('GET', '/college/season/summary')).body as Summary;
    const offered = ({ offersByTier }: Summary) => offersByTier.reduce((sum, row) => sum + row.offers, 0);
    await signIn('tpo@example.com');
    const whole = await overviewFigures();
    const wholeSummary = await seasonSummary();
    expect(whole.branches).toBeUndefined();

    await signIn('cse.coordinator@example.com');
    const overview = await overviewFigures();
    const summary = await seasonSummary();
    expect(overview.branches).toEqual(['CSE', 'IT']);
    expect(overview.total).toBeGreaterThan(0);
    expect(overview.total).toBeLessThan(whole.total);
    // One computation: the season page counts what the overview counts.
    expect(summary.students).toEqual(overview);
    expect(offered(summary)).toBeLessThan(offered(wholeSummary));
  });

  it("shows a student coordinator the round's list without contact details", async () => {
    await signIn('student.coordinator@example.com');
    const list = await call('GET', '/drives/drv-voltline-validation/applicants');
    const items = list.body.items as Record<string, unknown>[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.filter((item) => 'email' in item || 'phone' in item)).toEqual([]);
  });
});
