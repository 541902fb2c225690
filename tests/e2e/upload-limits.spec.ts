import { expect, test } from './support/test';
import { UPLOAD_MAX_BYTES } from '../../src/lib/constants';
import { demoLogin } from './support/accounts';
import { signIn } from './support/auth';

/**
 * Every upload has one size rule (issue 26): a file must be smaller than the limit, as the spec words the resume's
 * ("under 5 MB (5242880 bytes)"). The offer letter used to accept a file of exactly the limit.
 */
test('an offer letter of exactly the limit is refused with the resume’s rule, and nothing is recorded', async ({
  page,
}) => {
  await signIn(page, demoLogin('tpo@example.com'));
  await page.goto('/college/report');
  const form = page.getByRole('form', { name: 'Record an outcome' });
  await form.getByLabel('Roll number').fill('1RV22CS0001');
  await form.getByLabel('Outcome').selectOption({ label: 'Off-campus offer' });
  await form.getByLabel('Company').fill('Kaveri Robotics');
  await form.getByLabel('Fixed pay (₹ per annum)').fill('2400000');
  await form.getByLabel('Date of the offer').fill('2026-03-15');
  await expect(form.getByText('PDF, PNG or JPEG, smaller than 5 MB.', { exact: false })).toBeVisible();
  await form.getByLabel('Offer letter').setInputFiles({
    name: 'offer-letter.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(UPLOAD_MAX_BYTES),
  });
  await form.getByRole('button', { name: 'Record outcome' }).click();
  await expect(form.getByText('The offer letter must be smaller than 5 MB')).toBeVisible();
  await expect(form.getByLabel('Offer letter')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/^Recorded for /)).toBeHidden();
});
