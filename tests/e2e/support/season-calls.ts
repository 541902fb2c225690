import { expect, type Locator, type Page } from '@playwright/test';
import { pathOf } from '../../../src/lib/api/endpoint';
import { COLLEGE_SEASON_API } from '../../../src/lib/api/college-season-endpoints';
import { PROFILE_API } from '../../../src/lib/api/profile-endpoints';
import { ROUND_API } from '../../../src/lib/api/round-endpoints';
import { STUDENT_SEASON_API } from '../../../src/lib/api/student-season-endpoints';
import { DEMO_PASSWORD, demoLogin, type DemoLogin } from './accounts';
import { signIn } from './auth';

/**
 * Calls to the mock backend from the page for the season's end-to-end tests (the mock runs in the page, so these
 * see and change the same database the screens do): switching accounts, the demo student's applications, an
 * absence recorded by the TPO, the policy's absence limit.
 */
export const TPO = demoLogin('tpo@example.com');
export const STUDENT = demoLogin('student@example.com');
/** Brightcircuit Labs' lead (its offer to the demo student waits for her answer on the seed). */
export const BRIGHTCIRCUIT: DemoLogin = {
  email: 'lead@brightcircuit.example.com',
  type: 'company',
  loginPath: '/company/login',
  dashboardPath: '/company/dashboard',
  name: 'Brightcircuit Labs',
};

/** A call to the mock backend from the page, as whoever is signed in: its status and body. */
export async function call(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api${path}`, {
        method,
        credentials: 'include',
        headers: {
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          'Idempotency-Key': crypto.randomUUID(),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
    },
    { method, path, body },
  );
}

/** Signs in as another demo account through the API (the page stays where it is until the next visit). */
export async function switchTo(page: Page, login: DemoLogin) {
  const answer = await call(page, 'POST', '/user/login', {
    type: login.type,
    email: login.email,
    password: DEMO_PASSWORD,
  });
  expect(answer.status).toBe(200);
}

interface Timeline {
  drive: { id: string; title: string };
  roundReached: number;
  state: string;
  timeline: { roundId: string; order: number }[];
}

/** The demo student's application to a drive, as she sees it (signed in as her). */
export async function ownApplication(page: Page, title: string): Promise<Timeline> {
  // The demo student has a handful: the largest page holds them all.
  const { body } = await call(page, 'GET', `${STUDENT_SEASON_API.studentApplications.path}?pageSize=50`);
  const found = (body as { items: Timeline[] }).items.find((entry) => entry.drive.title === title);
  if (!found) throw new Error(`No application to ${title}`);
  return found;
}

export async function ownRollNumber(page: Page): Promise<string> {
  const { body } = await call(page, 'GET', PROFILE_API.ownProfile.path);
  return (body as { profile: { record: { rollNumber: string } } }).profile.record.rollNumber;
}

/** The TPO marks the demo student absent from the round she is due to sit in a drive (starts and ends as her). */
export async function markAbsent(page: Page, title: string) {
  const application = await ownApplication(page, title);
  const round = application.timeline.find((entry) => entry.order === application.roundReached + 1)!;
  const roll = await ownRollNumber(page);
  await switchTo(page, TPO);
  const answer = await call(
    page,
    'POST',
    pathOf(ROUND_API.roundResults, { id: application.drive.id, roundId: round.roundId }),
    { absent: [roll] },
  );
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ absent: 1 });
  await switchTo(page, STUDENT);
}

/** The TPO sets how many absences block (the rest of the policy as it is); ends signed in as the student. */
export async function setAbsencesToBlock(page: Page, absencesToBlock: number) {
  await switchTo(page, TPO);
  const { body } = await call(page, 'GET', COLLEGE_SEASON_API.policy.path);
  const { policy } = body as { policy: Record<string, unknown> };
  const settings = {
    dreamFrom: policy.dreamFrom,
    superDreamFrom: policy.superDreamFrom,
    maxOffers: policy.maxOffers,
    afterPlacement: policy.afterPlacement,
    absencesToBlock,
  };
  expect((await call(page, 'PUT', COLLEGE_SEASON_API.updatePolicy.path, settings)).status).toBe(200);
  await switchTo(page, STUDENT);
}

export async function applyByApi(page: Page, title: string) {
  const id = await studentDriveId(page, title);
  expect((await call(page, 'POST', pathOf(STUDENT_SEASON_API.applyToDrive, { id }))).status).toBe(201);
}

export async function studentDriveId(page: Page, title: string): Promise<string> {
  const { body } = await call(
    page,
    'GET',
    `${STUDENT_SEASON_API.studentDrives.path}?query=${encodeURIComponent(title)}`,
  );
  const found = (body as { items: { drive: { id: string; title: string } }[] }).items.find(
    (item) => item.drive.title === title,
  );
  if (!found) throw new Error(`No drive titled ${title}`);
  return found.drive.id;
}

/**
 * The demo student accepts her offer for `title` as her screen does: pinned to the applications it was shown to
 * withdraw (the offer's acceptEffect). Answers the offer's id.
 */
export async function acceptOwnOffer(page: Page, title: string): Promise<string> {
  const { body } = await call(page, 'GET', STUDENT_SEASON_API.studentOffers.path);
  type Item = { offer: { id: string; title: string }; acceptEffect?: { withdraws: { id: string }[] } };
  const item = (body as { items: Item[] }).items.find((entry) => entry.offer.title === title);
  if (!item) throw new Error(`No offer for ${title}`);
  const withdraws = item.acceptEffect?.withdraws.map((entry) => entry.id) ?? [];
  const path = pathOf(STUDENT_SEASON_API.answerOffer, { id: item.offer.id });
  expect((await call(page, 'PATCH', path, { state: 'accepted', withdraws })).status).toBe(200);
  return item.offer.id;
}

/**
 * Signed in as Brightcircuit's lead, its embedded drive's offer to the demo student, in the drive's offers list
 * (the seed's offer waiting for her answer).
 */
export async function brightcircuitOfferToAnanya(page: Page): Promise<Locator> {
  await signIn(page, BRIGHTCIRCUIT);
  await page.goto('/company/drives/drv-brightcircuit-embedded');
  return page
    .getByRole('main')
    .getByRole('list', { name: 'Offers' })
    .getByRole('listitem')
    .filter({ hasText: 'Ananya Rao' });
}
