import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PublicPage from './public-page';

/** The first load transforms the content chunk on the fly, which can take a moment under Vitest. */
const LOAD = { timeout: 5000 };

/** React only retries a suspended render inside an awaited act(). */
async function renderPage(path: string) {
  await act(async () => {
    render(<PublicPage path={path} />);
  });
}

describe('PublicPage', () => {
  it('renders a skill page from its content module, with its title and description', async () => {
    await renderPage('/usage-of-dmm');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Using a Digital Multimeter' }, LOAD),
    ).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Measuring current' })).toBeTruthy();
    expect(document.title).toBe('Using a Digital Multimeter | Campus Pulse');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /CAT ratings/,
    );
  });

  it('renders a role page with the matching-jobs slot', async () => {
    await renderPage('/PcbDesigner');
    expect(await screen.findByRole('heading', { level: 1, name: 'PCB Designer' }, LOAD)).toBeTruthy();
    const jobs = screen.getByRole('link', { name: 'See PCB Designer jobs on Job Pulse' });
    expect(jobs.getAttribute('href')).toBe('/Job_pulse?role=pcb_designer');
  });

  it('keeps the Job Pulse placeholder for the jobs feature', async () => {
    await renderPage('/Job_pulse');
    expect(screen.getByRole('heading', { level: 1, name: 'Job Pulse' })).toBeTruthy();
    expect(document.title).toBe('Job Pulse | Campus Pulse');
  });
});
