import type { Page } from '@playwright/test';
import { field } from './field';

/** A fresher's details after name, phone and e-mail: passwords, degree, year, branch, skills and a resume. */
export async function fillFresherDetails(page: Page, password: string) {
  await field(page, 'Password').fill(password);
  await field(page, 'Confirm password').fill(password);
  await field(page, 'Degree').selectOption("Bachelor's Degree");
  await field(page, 'Pass-out year').selectOption('2025');
  await field(page, 'Branch').selectOption('ECE');
  await field(page, 'Skills').fill('Embedded C, oscilloscopes');
  await field(page, 'Resume').setInputFiles({
    name: 'kiran-cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 kiran'),
  });
}
