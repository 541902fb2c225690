import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Standing } from '@/lib/api/student-season-contract';
import { PolicyCard } from './policy-card';

const AT = '2026-12-01T10:00:00.000Z';
const standing = (overrides: Partial<Standing>): Standing => ({
  enrolment: 'available',
  acceptedTiers: [],
  absences: 0,
  policyVersion: 1,
  policy: ['Missing 2 rounds you were due to attend blocks you from further drives.'],
  timeZone: 'Asia/Kolkata',
  ...overrides,
});

const card = () => screen.getByRole('region', { name: "This season's policy" });

describe("the student's place on the policy card (issue 35)", () => {
  it("offers no 'Opt back in' after the placement cell's opt-out: says who did it, why, and who can undo it", () => {
    render(
      <PolicyCard
        standing={standing({
          enrolment: 'opted-out',
          hold: { rule: 'optedOut', by: 'tpo', reason: 'Joined an MBA', at: AT },
        })}
        onEnrolmentChanged={vi.fn()}
      />,
    );
    expect(card().textContent).toContain(
      'The placement cell opted you out of placements on 1 Dec 2026: Joined an MBA.',
    );
    expect(card().textContent).toContain('Only the placement cell can opt you back in');
    expect(within(card()).queryByRole('button', { name: 'Opt back in' })).toBeNull();
  });

  it("offers 'Opt back in' after the student's own opt-out", () => {
    render(
      <PolicyCard
        standing={standing({ enrolment: 'opted-out', hold: { rule: 'optedOut', at: AT } })}
        onEnrolmentChanged={vi.fn()}
      />,
    );
    expect(within(card()).getByRole('button', { name: 'Opt back in' })).toBeTruthy();
    expect(card().textContent).not.toContain('Only the placement cell');
  });
});
