import { expect, test, type Page } from './support/test';
import { pathOf } from '../../src/lib/api/endpoint';
import { DRIVE_API } from '../../src/lib/api/drive-endpoints';
import { OFFER_API } from '../../src/lib/api/offer-endpoints';
import { ROUND_API } from '../../src/lib/api/round-endpoints';
import { paths } from '../../src/lib/routes';
import { signIn } from './support/auth';
import { field } from './support/field';
import { brightcircuitOfferToAnanya, call, markAbsent, STUDENT, switchTo } from './support/season-calls';
import { openEditScreen } from './support/season-drives';
import {
  filterTable,
  openValidationRoundAsTpo,
  openDrive,
  openRound,
  rowAt,
  TPO,
  VALIDATION,
  VALIDATION_ID,
} from './support/season-round';

/**
 * Issue 35, 'Every decision told, sound and explained' (the first six findings), on the demo build's seeded season
 * (mocks/db/seed-season.ts): Voltline's running drive has held every round, its test's results published; Voltline's
 * open drive holds its rounds next week.
 */
const FIRMWARE = 'Firmware Engineer (Graduate)';
const FIRMWARE_ID = 'drv-voltline-firmware';

const main = (page: Page) => page.getByRole('main');
const preview = (page: Page) => page.getByRole('region', { name: 'What publishing will do' });
const publishButton = (page: Page) => page.getByRole('button', { name: 'Publish results to students' });

test.describe('every decision told, sound and explained', () => {
  test('absence: a student marked absent is told at once, with the round and what another absence would do', async ({
    page,
  }) => {
    await signIn(page, STUDENT);
    await markAbsent(page, VALIDATION);
    await page.goto(paths.studentNotifications);
    const notice = main(page).getByRole('listitem').filter({ hasText: 'Marked absent' });
    await expect(notice).toContainText('Voltline Embedded Systems');
    await expect(notice).toContainText('round 2 (Technical interview)');
    // The seeded policy blocks at two absences: this was the first.
    await expect(notice).toContainText('one more absence blocks you from further drives');
    await expect(notice).toContainText('ask the placement cell to correct it');
  });

  test('timing: a round not yet held takes no results, on the screen and on the server', async ({ page }) => {
    test.slow();
    await signIn(page, TPO);
    await openDrive(page, 'college', FIRMWARE, 'Open for applications');
    // The drive's rounds say it before the round's page does.
    await expect(page.getByRole('region', { name: 'Rounds' }).getByRole('listitem').first()).toContainText(
      'Not held yet',
    );
    await openRound(page, 1);
    await expect(main(page)).toContainText(
      /Round 1 is to be held on .+ IST: its results can be published once it has been held/,
    );
    await expect(page.getByLabel('Roll numbers or e-mails')).toHaveCount(0);
    await expect(publishButton(page)).toHaveCount(0);

    const { body } = await call(page, 'GET', pathOf(DRIVE_API.drive, { id: FIRMWARE_ID }));
    const [round1] = (body as { drive: { rounds: { id: string }[] } }).drive.rounds;
    const refused = await call(
      page,
      'POST',
      pathOf(ROUND_API.roundResults, { id: FIRMWARE_ID, roundId: round1!.id }),
      { absent: ['1RV22CS0001'] },
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'round_not_held',
      reasons: [{ rule: 'roundNotHeld', order: 1 }],
    });
    expect((refused.body as { message: string }).message).toMatch(/Round 1 is to be held on .+ IST/);
  });

  test('round order: the drive form and the server refuse a round dated before the one ahead of it', async ({
    page,
  }) => {
    await signIn(page, TPO);
    await openEditScreen(page, FIRMWARE);
    const first = await field(page, 'Round 1: date').inputValue();
    const before = new Date(Date.parse(first) - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await field(page, 'Round 2: date').fill(before);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(field(page, 'Round 2: date')).toHaveAccessibleDescription(
      /Round 2 is dated before round 1 \(.+\): rounds are held in the order listed/,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Edit drive' })).toBeVisible();

    const { body } = await call(page, 'GET', pathOf(DRIVE_API.drive, { id: FIRMWARE_ID }));
    const { drive } = body as { drive: Record<string, unknown> & { rounds: Record<string, unknown>[] } };
    const rounds = drive.rounds.map(({ kind, date, time, venue, link }) => ({
      kind,
      date,
      time,
      ...(venue ? { venue } : {}),
      ...(link ? { link } : {}),
    }));
    rounds[1]!.date = before;
    const refused = await call(page, 'PUT', pathOf(DRIVE_API.updateDrive, { id: FIRMWARE_ID }), {
      title: drive.title,
      location: drive.location,
      ctc: drive.ctc,
      rules: drive.rules,
      deadline: drive.deadline,
      rounds,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'rounds_out_of_order',
      reasons: [{ rule: 'roundOrder', order: 2 }],
    });
  });

  test('rescinds: rescinding an offer takes a reason, which the student reads', async ({ page }) => {
    test.slow();
    const hers = await brightcircuitOfferToAnanya(page);
    // The page's mock backend answers once the list has loaded.
    await expect(hers).toBeVisible();
    const offerId = await (async () => {
      const { body } = await call(
        page,
        'GET',
        pathOf(OFFER_API.driveOffers, { id: 'drv-brightcircuit-embedded' }),
      );
      return (body as { items: { id: string; studentName: string }[] }).items.find(
        (offer) => offer.studentName === 'Ananya Rao',
      )!.id;
    })();
    // The server takes none without a reason.
    const bare = await call(page, 'PATCH', pathOf(OFFER_API.rescindOffer, { id: offerId }), {
      state: 'rescinded',
    });
    expect(bare.status).toBe(400);
    expect((bare.body as { message: string }).message).toContain('reason');

    await hers.getByRole('button', { name: 'Rescind the offer to Ananya Rao' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Rescind the offer to Ananya Rao?' });
    await dialog.getByRole('button', { name: 'Rescind offer' }).click();
    await expect(dialog.getByLabel('Reason (the student reads it)')).toHaveAccessibleDescription(
      /Write the reason the student will read/,
    );
    await dialog.getByLabel('Reason (the student reads it)').fill('The project this role was for is closed');
    await dialog.getByRole('button', { name: 'Rescind offer' }).click();
    await expect(dialog).toBeHidden();
    await expect(hers).toContainText('Rescinded');
    await expect(hers).toContainText('Reason the student was given: The project this role was for is closed');

    await switchTo(page, STUDENT);
    await page.goto(paths.studentNotifications);
    await expect(main(page).getByRole('listitem').filter({ hasText: 'Offer rescinded' })).toContainText(
      'The project this role was for is closed',
    );
  });

  test('empty publications: one that changes nothing is not offered, and the server records none', async ({
    page,
  }) => {
    test.slow();
    await openValidationRoundAsTpo(page, 2);
    await filterTable(page, { status: 'Not selected' });
    const out = await rowAt(page, 0);
    await page.getByLabel('Roll numbers or e-mails').fill(out.roll);
    await page.getByRole('button', { name: 'Add 1 entry' }).click();
    await expect(preview(page).getByRole('list', { name: 'Not in this round: 1' })).toBeVisible();
    await expect(preview(page)).toContainText("Publishing this would change nobody's result");
    await expect(publishButton(page)).toHaveCount(0);

    const round2 = page.url().split('/').pop()!;
    const refused = await call(
      page,
      'POST',
      pathOf(ROUND_API.roundResults, { id: VALIDATION_ID, roundId: round2 }),
      { advance: [out.roll] },
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'nothing_to_publish' });
    const history = await call(
      page,
      'GET',
      pathOf(ROUND_API.roundHistory, { id: VALIDATION_ID, roundId: round2 }),
    );
    expect((history.body as { items: unknown[] }).items).toHaveLength(0);
  });

  test('overridden picks: a pasted entry that overrides a pick says so in the preview', async ({ page }) => {
    test.slow();
    await openValidationRoundAsTpo(page, 2);
    await filterTable(page, { status: 'Shortlisted' });
    const picked = await rowAt(page, 0);
    await picked.row.getByRole('checkbox', { name: `Pick ${picked.name}` }).check();
    await page.getByRole('button', { name: 'The 1 picked advance' }).click();
    await page.getByLabel('Roll numbers or e-mails').fill(picked.roll);
    await page.getByLabel('These students').selectOption({ label: 'were absent' });
    await page.getByRole('button', { name: 'Add 1 entry' }).click();
    await expect(preview(page).getByRole('list', { name: 'Absent: 1' })).toContainText(
      `${picked.name} (${picked.roll}`,
    );
    await expect(preview(page).getByRole('list', { name: 'Absent: 1' })).toContainText(
      'was advance, now absent',
    );
  });
});
