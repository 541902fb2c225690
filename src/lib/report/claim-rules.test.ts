import { describe, expect, it } from 'vitest';
import { CLAIM_MACHINE, CLAIM_STATES } from './claim-machine';
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
});
