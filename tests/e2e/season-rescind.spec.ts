import { expect, test, type Page } from './support/test';
import { pathOf } from '../../src/lib/api/endpoint';
import { STUDENT_SEASON_API } from '../../src/lib/api/student-season-endpoints';
import { paths } from '../../src/lib/routes';
import { signIn } from './support/auth';
import { BRIGHTCIRCUIT, call, STUDENT, switchTo } from './support/season-calls';

/**
 * Issue 25, 'every step each state machine allows has a screen': the offer machine lets the TPO and the company
 * rescind an issued or an accepted offer (PATCH /offers/{id}), and no screen offered it. On the demo seed,
 * Brightcircuit Labs selected the demo student (Ananya Rao) for its Embedded Systems Trainee drive and her offer
 * waits for her answer.
 */
const DRIVE = {
  id: 'drv-brightcircuit-embedded',
  title: 'Embedded Systems Trainee',
  company: 'Brightcircuit Labs',
};
const STUDENT_NAME = 'Ananya Rao';

const main = (page: Page) => page.getByRole('main');

/** The demo student's offer from Brightcircuit (signed in as her). */
async function ownOffer(page: Page): Promise<{ id: string; respondBy: string }> {
  const { body } = await call(page, 'GET', STUDENT_SEASON_API.studentOffers.path);
  const items = (body as { items: { offer: { id: string; title: string; respondBy: string } }[] }).items;
  const found = items.find((item) => item.offer.title === DRIVE.title);
  if (!found) throw new Error(`No offer for ${DRIVE.title} in ${JSON.stringify(body)}`);
  return found.offer;
}

/** The company's list of the drive's offers, and the rescind button of the demo student's. */
async function openOffers(page: Page) {
  await page.goto(`/company/drives/${DRIVE.id}`);
  const offers = main(page)
    .getByRole('region', { name: 'Finalists and offers' })
    .getByRole('list', { name: 'Offers' });
  const hers = offers.getByRole('listitem').filter({ hasText: STUDENT_NAME });
  return {
    offers,
    hers,
    rescind: hers.getByRole('button', { name: `Rescind the offer to ${STUDENT_NAME}` }),
  };
}

test.describe('rescinding an offer', () => {
  test('the company rescinds an accepted offer: told what it does first, the student is told and back in the running', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, STUDENT);
    const offer = await ownOffer(page);
    const accepted = await call(page, 'PATCH', pathOf(STUDENT_SEASON_API.answerOffer, { id: offer.id }), {
      state: 'accepted',
    });
    expect(accepted.status).toBe(200);

    await switchTo(page, BRIGHTCIRCUIT);
    const { hers, rescind } = await openOffers(page);
    await expect(hers).toContainText('Accepted');
    await rescind.click();
    const dialog = page.getByRole('alertdialog', { name: `Rescind the offer to ${STUDENT_NAME}?` });
    const effects = dialog.getByRole('list', { name: 'What rescinding does' });
    await expect(effects).toContainText(`${STUDENT_NAME} no longer holds this offer and is told at once`);
    await expect(effects).toContainText(
      `If it is the only offer ${STUDENT_NAME} accepted, they are back in the running`,
    );
    await expect(effects).toContainText('withdrew when they accepted it stays withdrawn');
    await dialog.getByRole('button', { name: 'Rescind offer' }).click();
    await expect(dialog).toBeHidden();
    await expect(hers).toContainText('Rescinded');
    await expect(rescind).toBeHidden();

    await switchTo(page, STUDENT);
    await page.goto(paths.studentOffers);
    const card = main(page).getByRole('article', { name: DRIVE.title });
    await expect(card).toContainText('Rescinded');
    await expect(card).toContainText(`${DRIVE.company} rescinded this offer`);
    await expect(main(page).getByRole('region', { name: "This season's policy" })).toContainText(
      'You are in the running',
    );
    await page.goto(paths.studentNotifications);
    const notice = main(page).getByRole('article', {
      name: new RegExp(`Offer rescinded: ${DRIVE.company}, ${DRIVE.title}`),
    });
    await expect(notice).toContainText(`${DRIVE.company} rescinded its offer for ${DRIVE.title}`);
    await expect(notice).toContainText('You are back in the running');
  });

  test('an offer that expired while the confirmation was open is not rescinded, and the screen says why', async ({
    page,
  }) => {
    await signIn(page, STUDENT);
    const offer = await ownOffer(page);
    await switchTo(page, BRIGHTCIRCUIT);
    const { hers, rescind } = await openOffers(page);
    await rescind.click();
    const dialog = page.getByRole('alertdialog', { name: `Rescind the offer to ${STUDENT_NAME}?` });
    await expect(dialog.getByRole('list', { name: 'What rescinding does' })).toContainText(
      `${STUDENT_NAME} can no longer accept this offer and is told at once`,
    );
    // Her respond-by time passes meanwhile: the mock runs in the page, on the same clock, and expires the offer.
    await page.clock.setFixedTime(Date.parse(offer.respondBy) + 60_000);
    await dialog.getByRole('button', { name: 'Rescind offer' }).click();
    const refusal = main(page).getByRole('alert').filter({ hasText: 'The offer was not rescinded' });
    await expect(refusal).toContainText('An offer cannot go from expired to rescinded');
    await expect(hers).toContainText('Expired');
    await expect(rescind).toBeHidden();
  });
});
