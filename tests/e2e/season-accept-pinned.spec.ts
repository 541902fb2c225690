import { expect, test, type Page } from './support/test';
import { pathOf } from '../../src/lib/api/endpoint';
import { STUDENT_SEASON_API } from '../../src/lib/api/student-season-endpoints';
import { paths } from '../../src/lib/routes';
import { signIn } from './support/auth';
import { STUDENT, applyByApi, call } from './support/season-calls';

/**
 * Issue 35, 'Authority that holds' (item 4): accepting an offer is pinned to what the student saw. On the demo seed
 * the demo student holds a Dream offer from Brightcircuit; accepting it withdraws her Regular validation
 * application. She applies to the Dream firmware drive in another tab while the confirmation is open: the server
 * accepts nothing, answers with the new list, and the confirmation shows it before she accepts again.
 */
const OFFER = { company: 'Brightcircuit Labs', title: 'Embedded Systems Trainee' };
const VALIDATION = 'Firmware Validation Engineer';
const FIRMWARE = 'Firmware Engineer (Graduate)';

const main = (page: Page) => page.getByRole('main');

test('accepting is pinned to the withdrawals the student was shown: a change is refused, shown and confirmed again', async ({
  page,
}) => {
  test.slow();
  await signIn(page, STUDENT);
  await page.goto(paths.studentOffers);
  const offer = main(page).getByRole('article', { name: OFFER.title });
  await offer.getByRole('button', { name: 'Accept offer' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Accept the offer from ${OFFER.company}?` });
  const withdrawn = dialog.getByRole('list', { name: 'Applications withdrawn if you accept' });
  await expect(withdrawn.getByRole('listitem')).toHaveCount(1);
  await expect(withdrawn).toContainText(VALIDATION);

  // Meanwhile, in another tab: a new application that accepting would withdraw as well.
  await applyByApi(page, FIRMWARE);
  await dialog.getByRole('button', { name: 'Accept offer' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'Nothing was accepted yet: what accepting withdraws changed since you looked',
  );
  await expect(withdrawn.getByRole('listitem')).toHaveCount(2);
  await expect(withdrawn).toContainText(FIRMWARE);
  const { body } = await call(page, 'GET', STUDENT_SEASON_API.studentOffers.path);
  const items = (body as { items: { offer: { id: string; title: string; state: string } }[] }).items;
  const held = items.find((item) => item.offer.title === OFFER.title)!.offer;
  expect(held.state).toBe('issued');

  // The server says the same to a client that sends the old list, with the new one.
  const stale = await call(page, 'PATCH', pathOf(STUDENT_SEASON_API.answerOffer, { id: held.id }), {
    state: 'accepted',
    withdraws: [],
  });
  expect(stale.status).toBe(409);
  expect(stale.body).toMatchObject({
    code: 'accept_changed',
    reasons: [{ rule: 'acceptWithdrawsChanged', confirmed: [], withdraws: [{}, {}] }],
  });

  await dialog.getByRole('button', { name: 'Accept offer' }).click();
  const outcome = main(page).getByRole('region', { name: `You accepted the offer from ${OFFER.company}` });
  const done = outcome.getByRole('list', { name: 'Applications withdrawn' });
  await expect(done.getByRole('listitem')).toHaveCount(2);
  await expect(done).toContainText(FIRMWARE);
});
