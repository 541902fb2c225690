import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { DRAFT_SAVE_DEBOUNCE_MS } from '@/lib/constants';
import type { DriveApplicant } from '@/lib/api/applicant-contract';
import type { DriveDetail } from '@/lib/api/drive-contract';
import type { Offer } from '@/lib/api/offer-contract';
import { loadDraft } from '@/offline/drafts/draft-store';
import { server } from '../../../../mocks/node';
import { SEASON_DRAFTS } from '../model/draft-ids';
import { OfferDialog } from './offer-dialog';

const drive = {
  id: 'drv-1',
  location: 'Bengaluru',
  ctc: { fixed: 900_000, variable: 0, joiningBonus: 0 },
  timeZone: 'Asia/Kolkata',
} as DriveDetail;
const applicant = {
  applicationId: 'app-1',
  name: 'Ananya Rao',
  rollNumber: '1RV22CS001',
  branch: 'CSE',
  cgpa: 8.1,
} as DriveApplicant;

/** The server's answer to an issued offer, as the contract shapes it. */
const issued: Offer = {
  id: 'off-1',
  driveId: 'drv-1',
  applicationId: 'app-1',
  companyName: 'Voltline Embedded Systems',
  title: 'Firmware Engineer',
  studentName: 'Ananya Rao',
  rollNumber: '1RV22CS001',
  ctc: { fixed: 900_000, variable: 0, joiningBonus: 0 },
  ctcTotal: 900_000,
  tier: 'dream',
  policyVersion: 1,
  location: 'Mysuru',
  joiningDate: '2030-07-01',
  respondBy: '2030-06-01T11:30:00.000Z',
  timeZone: 'Asia/Kolkata',
  state: 'issued',
  issuedAt: '2030-05-01T09:00:00.000Z',
};

function open(onIssued = vi.fn()) {
  return render(
    <OfferDialog drive={drive} applicant={applicant} onClose={() => undefined} onIssued={onIssued} />,
  );
}
const input = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;

describe('the offer dialog', () => {
  it('keeps what was typed as a draft for this student, reads the answer-by time at the college, and drops the draft once issued', async () => {
    const user = userEvent.setup();
    const first = open();
    expect(await screen.findByLabelText(/Answer by/)).toBeTruthy();
    expect(screen.getByText('Time at the college (IST)')).toBeTruthy();
    await user.clear(input(/Location/));
    await user.type(input(/Location/), 'Mysuru');
    // The draft is written DRAFT_SAVE_DEBOUNCE_MS after the last key: waitFor's default second left 600 ms for the
    // typing and the write, which a full unit run here overran (the test took 1.25 s).
    await waitFor(
      async () =>
        expect((await loadDraft(SEASON_DRAFTS.offer('app-1')))?.values).toMatchObject({ location: 'Mysuru' }),
      { timeout: DRAFT_SAVE_DEBOUNCE_MS + 2000 },
    );
    first.unmount();

    // Opened again (a closed dialog, a reload): the typing is back.
    const onIssued = vi.fn();
    let sent: unknown;
    server.use(
      http.post('*/api/drives/:id/offers', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ offer: issued }, { status: 201 });
      }),
    );
    open(onIssued);
    await waitFor(() => expect(input(/Location/).value).toBe('Mysuru'));
    const notice = screen.getByRole('status').textContent;
    expect(notice).toContain('We restored your draft');
    // An offer has no password to type again: the notice does not ask for one.
    expect(notice).not.toContain('Password');
    // Date inputs take their value whole, as a browser's picker gives it.
    fireEvent.change(input(/Joining date/), { target: { value: '2030-07-01' } });
    fireEvent.change(input(/Answer by/), { target: { value: '2030-06-01T17:00' } });
    await user.click(within(document.body).getByRole('button', { name: 'Issue the offer', hidden: true }));
    await waitFor(() => expect(onIssued).toHaveBeenCalled());
    expect(sent).toMatchObject({ location: 'Mysuru', respondBy: '2030-06-01T17:00:00+05:30' });
    expect(await loadDraft(SEASON_DRAFTS.offer('app-1'))).toBeUndefined();
  });
});
