import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { collegeDateTime } from '@/lib/season/college-time';
import { server } from '../../../../mocks/node';
import { OfferCard } from './offer-card';
import { acceptEffect, offer } from './season-fixtures';

const WITHDRAWN = 'Voltline Embedded Systems: Firmware Validation Engineer';
const HOUR = 3_600_000;

describe('OfferCard', () => {
  it('names what accepting withdraws and closes, asks before accepting, and reports what was done', async () => {
    const user = userEvent.setup({ delay: null });
    const onAnswered = vi.fn();
    let sent: unknown;
    server.use(
      http.patch('*/api/student/offers/:id', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          offer: offer({ state: 'accepted', answeredAt: '2026-11-27T10:00:00.000Z' }),
          effect: acceptEffect(),
        });
      }),
    );
    render(<OfferCard item={{ offer: offer(), acceptEffect: acceptEffect() }} onAnswered={onAnswered} />);
    const card = screen.getByRole('article', { name: 'Robotics Engineer' });
    expect(card.textContent).toContain('If you accept this Dream offer');
    expect(
      within(card).getByRole('list', { name: 'Applications withdrawn if you accept' }).textContent,
    ).toContain(WITHDRAWN);
    expect(card.textContent).toContain(
      'You may then apply only to Super Dream drives: Dream and Regular drives (this tier and lower) are closed to you.',
    );
    await user.click(within(card).getByRole('button', { name: 'Accept offer' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Accept the offer from Orbit Robotics?' });
    expect(
      within(dialog).getByRole('list', { name: 'Applications withdrawn if you accept' }).textContent,
    ).toContain(WITHDRAWN);
    expect(sent).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Accept offer' }));
    await vi.waitFor(() => expect(onAnswered).toHaveBeenCalled());
    // Pinned to what the confirmation showed.
    expect(sent).toEqual({ state: 'accepted', withdraws: ['application-2'] });
    expect(onAnswered.mock.calls[0]?.[0]).toMatchObject({ effect: { withdraws: [{ id: 'application-2' }] } });
  });

  it('when what accepting withdraws changed meanwhile, shows the new list and accepts with it on the next confirm', async () => {
    const user = userEvent.setup({ delay: null });
    const onAnswered = vi.fn();
    const added = {
      id: 'application-3',
      driveId: 'drive-3',
      companyName: 'Voltline Embedded Systems',
      title: 'Firmware Engineer (Graduate)',
      tier: 'dream' as const,
    };
    const sent: unknown[] = [];
    server.use(
      http.patch('*/api/student/offers/:id', async ({ request }) => {
        const body = (await request.json()) as { withdraws?: string[] };
        sent.push(body);
        if (body.withdraws?.length !== 2)
          return HttpResponse.json(
            {
              success: false,
              message: 'What accepting this offer withdraws changed since you were shown it',
              code: 'accept_changed',
              reasons: [
                {
                  rule: 'acceptWithdrawsChanged',
                  confirmed: body.withdraws ?? null,
                  withdraws: [...acceptEffect().withdraws, added],
                },
              ],
            },
            { status: 409 },
          );
        return HttpResponse.json({
          offer: offer({ state: 'accepted', answeredAt: '2026-11-27T10:00:00.000Z' }),
          effect: acceptEffect({ withdraws: [...acceptEffect().withdraws, added] }),
        });
      }),
    );
    render(<OfferCard item={{ offer: offer(), acceptEffect: acceptEffect() }} onAnswered={onAnswered} />);
    const card = screen.getByRole('article', { name: 'Robotics Engineer' });
    await user.click(within(card).getByRole('button', { name: 'Accept offer' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Accept the offer from Orbit Robotics?' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept offer' }));
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toContain(
        'Nothing was accepted yet: what accepting withdraws changed since you looked',
      ),
    );
    const list = within(dialog).getByRole('list', { name: 'Applications withdrawn if you accept' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list.textContent).toContain('Firmware Engineer (Graduate)');
    expect(onAnswered).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Accept offer' }));
    await vi.waitFor(() => expect(onAnswered).toHaveBeenCalled());
    expect(sent).toEqual([
      { state: 'accepted', withdraws: ['application-2'] },
      { state: 'accepted', withdraws: ['application-2', 'application-3'] },
    ]);
  });

  it('gives the respond-by time in the college’s time and the time left until that same instant', () => {
    const respondBy = new Date(Date.now() + 2 * 24 * HOUR + 5 * HOUR + 30_000).toISOString();
    render(
      <OfferCard item={{ offer: offer({ respondBy }), acceptEffect: acceptEffect() }} onAnswered={vi.fn()} />,
    );
    expect(screen.getByRole('article', { name: 'Robotics Engineer' }).textContent).toContain(
      `Respond by${collegeDateTime(respondBy, 'Asia/Kolkata')} (2 days, 5 hours left)`,
    );
  });

  it('a rescinded offer says who rescinded it and when, and offers no answer', () => {
    const at = '2026-11-27T10:00:00.000Z';
    const { rerender } = render(
      <OfferCard
        item={{ offer: offer({ state: 'rescinded', rescinded: { by: 'company', at } }) }}
        onAnswered={vi.fn()}
      />,
    );
    const card = () => screen.getByRole('article', { name: 'Robotics Engineer' });
    expect(card().textContent).toContain('Orbit Robotics rescinded this offer on 27 Nov 2026');
    expect(within(card()).queryByRole('button', { name: 'Accept offer' })).toBeNull();
    rerender(
      <OfferCard
        item={{
          offer: offer({
            state: 'rescinded',
            rescinded: { by: 'tpo', at, reason: 'The role was withdrawn' },
          }),
        }}
        onAnswered={vi.fn()}
      />,
    );
    expect(card().textContent).toContain('The placement cell rescinded this offer on 27 Nov 2026');
    expect(card().textContent).toContain('Reason: The role was withdrawn');
  });

  it('an offer the policy would refuse says why, and cannot be accepted', () => {
    render(
      <OfferCard
        item={{
          offer: offer(),
          acceptRefusal: [{ rule: 'placedTier', value: 'dream', allowed: ['super-dream'] }],
        }}
        onAnswered={vi.fn()}
      />,
    );
    const card = screen.getByRole('article', { name: 'Robotics Engineer' });
    expect(card.textContent).toContain(
      "You hold a Dream offer: this season's policy allows only Super Dream drives",
    );
    expect(within(card).queryByRole('button', { name: 'Accept offer' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Decline offer' })).toBeTruthy();
  });

  it("shows the server's reasons when it refuses the answer", async () => {
    const user = userEvent.setup({ delay: null });
    const respondBy = '2026-12-01T11:30:00.000Z';
    server.use(
      http.patch('*/api/student/offers/:id', () =>
        HttpResponse.json(
          {
            message: 'This offer expired: its respond-by time has passed',
            code: 'offer_expired',
            reasons: [{ rule: 'respondByPassed', respondBy }],
          },
          { status: 409 },
        ),
      ),
    );
    render(<OfferCard item={{ offer: offer(), acceptEffect: acceptEffect() }} onAnswered={vi.fn()} />);
    const card = screen.getByRole('article', { name: 'Robotics Engineer' });
    await user.click(within(card).getByRole('button', { name: 'Accept offer' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: /^Accept the offer/ })).getByRole('button', {
        name: 'Accept offer',
      }),
    );
    await vi.waitFor(() =>
      expect(within(card).getByRole('alert').textContent).toContain(
        'The offer had to be answered by 1 Dec 2026, 5:00 pm IST',
      ),
    );
  });

  it('an expired offer says why and cannot be accepted', () => {
    render(
      <OfferCard
        item={{ offer: offer({ state: 'expired', respondBy: '2026-11-20T12:30:00.000Z' }) }}
        onAnswered={() => undefined}
      />,
    );
    const card = screen.getByRole('article', { name: 'Robotics Engineer' });
    expect(card.textContent).toContain(
      'This offer expired: the respond-by time, 20 Nov 2026, 6:00 pm IST, passed without an answer, so it can no longer be accepted.',
    );
    expect(within(card).queryByRole('button', { name: 'Accept offer' })).toBeNull();
  });

  it('treats an offer past its respond-by time as expired before the server says so', () => {
    render(
      <OfferCard
        item={{ offer: offer({ respondBy: '2026-01-01T00:00:00.000Z' }), acceptEffect: acceptEffect() }}
        onAnswered={() => undefined}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Accept offer' })).toBeNull();
    expect(screen.getByText(/This offer expired/)).toBeTruthy();
  });
});
