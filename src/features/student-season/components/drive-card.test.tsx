import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { DriveCard } from './drive-card';
import { studentDrive } from './season-fixtures';

const APPLY = '*/api/student/drives/:id/apply';
const WITHDRAW = '*/api/student/drives/:id/withdraw';

describe('DriveCard', () => {
  it("shows each failed rule with the student's value, and offers no Apply", () => {
    const item = studentDrive({
      decision: {
        eligible: false,
        reasons: [
          { rule: 'cgpa', value: 6.8, limit: 7 },
          { rule: 'activeBacklogs', value: 1, limit: 0 },
        ],
        policyVersion: 1,
        decidedAt: '2026-11-27T00:00:00.000Z',
      },
    });
    render(<DriveCard item={item} onChanged={() => undefined} />);
    const card = screen.getByRole('article', { name: 'Firmware Engineer' });
    const reasons = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(reasons).toEqual([
      "CGPA 6.8 is below this drive's 7.0",
      'You have 1 active backlog; this drive allows none',
    ]);
    expect(within(card).queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('shows the CTC in parts with its tier', () => {
    render(<DriveCard item={studentDrive()} onChanged={() => undefined} />);
    const card = screen.getByRole('article', { name: 'Firmware Engineer' });
    expect(card.textContent).toContain('8.5 LPA');
    expect(card.textContent).toContain('Fixed₹7,00,000');
    expect(card.textContent).toContain('Variable₹1,00,000');
    expect(card.textContent).toContain('Joining bonus₹50,000');
    expect(card.textContent).toContain('Dream');
  });

  it("applies, and shows the server's refusal with its reasons when it says no", async () => {
    const user = userEvent.setup({ delay: null });
    const onChanged = vi.fn();
    server.use(
      http.post(APPLY, () =>
        HttpResponse.json(
          {
            message: 'The season policy stops you from applying',
            code: 'policy_blocked',
            reasons: [{ rule: 'placedTier', value: 'dream', allowed: ['super-dream'] }],
          },
          { status: 409 },
        ),
      ),
    );
    render(<DriveCard item={studentDrive()} onChanged={onChanged} />);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const alert = await screen.findByText('The season policy stops you from applying');
    expect(alert.closest('[role="alert"]')?.textContent).toContain(
      "You hold a Dream offer: this season's policy allows only Super Dream drives",
    );
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('offers Withdraw (not Apply) on an application the student may still withdraw, and none after the deadline', () => {
    const application = { id: 'a1', state: 'shortlisted' as const, roundReached: 1, appliedAt: '2026-11-20' };
    const { unmount } = render(
      <DriveCard item={studentDrive({ application })} onChanged={() => undefined} />,
    );
    expect(screen.getByRole('button', { name: 'Withdraw application' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    unmount();
    const closed = studentDrive({ application });
    closed.drive.deadline = '2026-01-01T00:00:00.000Z';
    render(<DriveCard item={closed} onChanged={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Withdraw application' })).toBeNull();
    expect(screen.getByText(/^Applications closed/)).toBeTruthy();
  });

  it('asks before withdrawing, says the student may apply again until the deadline, and withdraws only on yes', async () => {
    const user = userEvent.setup({ delay: null });
    const onChanged = vi.fn();
    const withdrawals = vi.fn();
    server.use(
      http.post(WITHDRAW, () => {
        withdrawals();
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const application = { id: 'a1', state: 'applied' as const, roundReached: 0, appliedAt: '2026-11-20' };
    render(<DriveCard item={studentDrive({ application })} onChanged={onChanged} />);

    await user.click(screen.getByRole('button', { name: 'Withdraw application' }));
    const dialog = screen.getByRole('alertdialog', { name: /^Withdraw your application to / });
    expect(dialog.textContent).toContain('You can apply again until applications close');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my application' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(withdrawals).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Withdraw application' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Withdraw application' }),
    );
    await vi.waitFor(() => expect(withdrawals).toHaveBeenCalledTimes(1));
  });
});
