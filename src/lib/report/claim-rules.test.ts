import { describe, expect, it } from 'vitest';
import { CLAIM_MACHINE, CLAIM_STATES, claimReviewsFrom } from './claim-machine';
import { claimProblems } from './claim-rules';
import { canTransition } from '../season/state-machine';
import { ACTORS } from '../season/state-machine';

const letter = { name: 'offer.pdf', size: 10_000 };

describe('claimProblems', () => {
  it('asks a higher-studies claim for the institution and the programme', () => {
    expect(
      claimProblems({ kind: 'higher-studies', institution: ' ', course: '' }).map((p) => p.field),
    ).toEqual(['institution', 'course']);
    expect(claimProblems({ kind: 'higher-studies', institution: 'IISc', course: 'M.Tech' })).toEqual([]);
  });

  it('asks an offer for the company, fixed pay, date and a letter of the right kind and size', () => {
    expect(claimProblems({ kind: 'off-campus' }).map((p) => p.field)).toEqual([
      'company',
      'fixed',
      'offeredOn',
      'letter',
    ]);
    const offer = {
      kind: 'pre-placement' as const,
      company: 'Bosch',
      fixed: 6_00_000,
      offeredOn: '2026-01-02',
    };
    expect(claimProblems({ ...offer, letter })).toEqual([]);
    expect(claimProblems({ ...offer, letter: { name: 'offer.exe', size: 10 } })[0]?.message).toBe(
      'The offer letter must be a PDF, PNG or JPEG file',
    );
    expect(claimProblems({ ...offer, letter: { name: 'offer.PDF', size: 6 * 1024 * 1024 } })[0]?.field).toBe(
      'letter',
    );
    // The resume's rule (the spec's "under 5 MB (5242880 bytes)"): a letter of exactly 5 MB is one byte too big.
    expect(claimProblems({ ...offer, letter: { name: 'offer.pdf', size: 5_242_879 } })).toEqual([]);
    expect(claimProblems({ ...offer, letter: { name: 'offer.pdf', size: 5_242_880 } })).toEqual([
      { field: 'letter', message: 'The offer letter must be smaller than 5 MB' },
    ]);
    expect(claimProblems({ ...offer, fixed: 0, letter })[0]?.field).toBe('fixed');
  });

  it('needs nothing more for an entrepreneur or a student not seeking a job', () => {
    expect(claimProblems({ kind: 'entrepreneur' })).toEqual([]);
    expect(claimProblems({ kind: 'not-seeking' })).toEqual([]);
  });
});

describe('CLAIM_MACHINE', () => {
  it('lets only the TPO confirm or reject a waiting claim, and nothing else', () => {
    const allowed = new Set(['pending>confirmed>tpo', 'pending>rejected>tpo']);
    for (const from of CLAIM_STATES)
      for (const to of CLAIM_STATES)
        for (const actor of ACTORS)
          expect(canTransition(CLAIM_MACHINE, from, to, actor)).toBe(allowed.has(`${from}>${to}>${actor}`));
  });

  it('offers the TPO its steps on a waiting claim, and nothing once reviewed or to anyone else', () => {
    expect(claimReviewsFrom('pending', 'tpo')).toEqual([
      { to: 'confirmed', action: 'Confirm' },
      { to: 'rejected', action: 'Reject' },
    ]);
    expect(claimReviewsFrom('confirmed', 'tpo')).toEqual([]);
    expect(claimReviewsFrom('rejected', 'tpo')).toEqual([]);
    expect(claimReviewsFrom('pending', 'student')).toEqual([]);
  });
});
