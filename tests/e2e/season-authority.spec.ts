import { expect, test, type Page } from './support/test';
import { pathOf } from '../../src/lib/api/endpoint';
import { COLLEGE_SEASON_API } from '../../src/lib/api/college-season-endpoints';
import { OFFER_API } from '../../src/lib/api/offer-endpoints';
import { STUDENT_SEASON_API } from '../../src/lib/api/student-season-endpoints';
import { paths } from '../../src/lib/routes';
import { signIn } from './support/auth';
import {
  BRIGHTCIRCUIT,
  STUDENT,
  TPO,
  acceptOwnOffer,
  call,
  markAbsent,
  ownRollNumber,
  setAbsencesToBlock,
  switchTo,
} from './support/season-calls';
import { ANANYA, VALIDATION, openDrive, openRound } from './support/season-round';

/**
 * Issue 35, 'Authority that holds' (items 1 to 3), on the demo build's seeded season: a decision stays with whoever
 * may undo it. The placement cell's opt-out is not the student's to undo; a block outlives a placement that is
 * rescinded; an absence corrected as a mistake lifts the block it caused.
 */
const EMBEDDED = 'Embedded Systems Trainee'; // Brightcircuit's offer to the demo student waits for her answer

const placeCard = (page: Page) =>
  page.getByRole('main').getByRole('region', { name: "This season's policy" });

/** The placement cell moves the demo student's place, with a reason (starts and ends as the student). */
async function tpoMoves(page: Page, state: 'opted-out' | 'blocked', reason: string) {
  const roll = await ownRollNumber(page);
  await switchTo(page, TPO);
  const path = pathOf(COLLEGE_SEASON_API.setStudentEnrolment, { rollNumber: roll });
  expect((await call(page, 'PATCH', path, { state, reason })).status).toBe(200);
  await switchTo(page, STUDENT);
}

test.describe('authority that holds (issue 35)', () => {
  test("the student cannot undo the placement cell's opt-out: no button, and the server refuses", async ({
    page,
  }) => {
    await signIn(page, STUDENT);
    await tpoMoves(page, 'opted-out', 'Joined a full-time MBA (letter of 1 Dec)');
    await page.goto(paths.studentDrives);
    await expect(placeCard(page)).toContainText(
      'The placement cell opted you out of placements on 2 Dec 2026: Joined a full-time MBA (letter of 1 Dec)',
    );
    await expect(placeCard(page)).toContainText('Only the placement cell can opt you back in');
    await expect(placeCard(page).getByRole('button', { name: 'Opt back in' })).toHaveCount(0);

    const refused = await call(page, 'PATCH', STUDENT_SEASON_API.setEnrolment.path, { state: 'available' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'invalid_transition',
      reasons: [{ rule: 'othersDecision', machine: 'enrolment', from: 'opted-out', decidedBy: 'tpo' }],
    });
  });

  test('a block survives the rescind of an offer accepted while blocked', async ({ page }) => {
    test.slow();
    await signIn(page, STUDENT);
    await tpoMoves(page, 'blocked', 'Skipped the pre-placement talk twice');
    const offerId = await acceptOwnOffer(page, EMBEDDED);
    await switchTo(page, BRIGHTCIRCUIT);
    const path = pathOf(OFFER_API.rescindOffer, { id: offerId });
    expect(
      (await call(page, 'PATCH', path, { state: 'rescinded', reason: 'The role was withdrawn' })).status,
    ).toBe(200);
    await switchTo(page, STUDENT);

    await page.goto(paths.studentDrives);
    await expect(placeCard(page)).toContainText(
      'The placement cell blocked you from further drives on 2 Dec 2026: Skipped the pre-placement talk twice',
    );
    const standing = await call(page, 'GET', STUDENT_SEASON_API.standing.path);
    expect(standing.body).toMatchObject({ standing: { enrolment: 'blocked' } });
  });

  test('correcting a mistaken absence lifts the block it caused, and the screen says so first', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, STUDENT);
    await setAbsencesToBlock(page, 1);
    await markAbsent(page, VALIDATION);
    await page.goto(paths.studentDrives);
    await expect(placeCard(page)).toContainText('you missed 1 round');

    await switchTo(page, TPO);
    await openDrive(page, 'college', VALIDATION, 'Rounds in progress');
    await openRound(page, 2);
    const correct = page.getByRole('region', { name: 'Correct a result' });
    await correct.getByLabel('Name or roll number').fill(ANANYA.roll);
    await correct.getByRole('button', { name: 'Find' }).click();
    const match = correct.getByRole('listitem').filter({ hasText: ANANYA.roll });
    await expect(match).toContainText('Round 2: absent');
    await match.getByLabel(`New result for ${ANANYA.name}`).selectOption({ label: 'Advances to round 3' });
    await match.getByRole('button', { name: `Correct ${ANANYA.name}'s result` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Correct ${ANANYA.name}'s result?` });
    await expect(confirm).toContainText(
      `This absence blocked ${ANANYA.name} from further drives: correcting it lifts that block.`,
    );
    await confirm.getByRole('button', { name: 'Correct the result' }).click();
    await expect(correct.getByRole('status')).toContainText(`Corrected: ${ANANYA.name}`);

    await switchTo(page, STUDENT);
    await page.goto(paths.studentDrives);
    await expect(placeCard(page)).not.toContainText('you missed');
    const standing = await call(page, 'GET', STUDENT_SEASON_API.standing.path);
    expect(standing.body).toMatchObject({ standing: { enrolment: 'available', absences: 0 } });
  });
});
