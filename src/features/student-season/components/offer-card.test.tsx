import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { OfferCard } from './offer-card';
import { offer } from './season-fixtures';

const EFFECT = 'You will be placed in the Dream tier: from now on you may apply only to Super Dream drives.';

describe('OfferCard', () => {
  it('explains what accepting does, asks before accepting, and reports the answer', async () => {
    const user = userEvent.setup({ delay: null });
    const onAnswered = vi.fn();
    let sent: unknown;
    server.use(
      http.patch('*/api/student/offers/:id', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          offer: offer({ state: 'accepted', answeredAt: '2026-11-27T10:00:00.000Z' }),
          effect: EFFECT,
          withdrawnApplications: 2,
        });
      }),
    );
    render(<OfferCard offer={offer()} acceptEffect={EFFECT} onAnswered={onAnswered} />);
    const card = screen.getByRole('article', { name: 'Robotics Engineer' });
    expect(card.textContent).toContain('If you accept this Dream offer');
    expect(card.textContent).toContain(EFFECT);
    await user.click(within(card).getByRole('button', { name: 'Accept offer' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Accept the offer from Orbit Robotics?' });
    expect(sent).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Accept offer' }));
    await vi.waitFor(() => expect(onAnswered).toHaveBeenCalled());
    expect(sent).toEqual({ state: 'accepted' });
    expect(onAnswered.mock.calls[0]?.[0]).toMatchObject({ effect: EFFECT, withdrawnApplications: 2 });
  });

  it('an expired offer says why and cannot be accepted', () => {
    render(
      <OfferCard
        offer={offer({ state: 'expired', respondBy: '2026-11-20T12:30:00.000Z' })}
        acceptEffect={undefined}
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
        offer={offer({ respondBy: '2026-01-01T00:00:00.000Z' })}
        acceptEffect={EFFECT}
        onAnswered={() => undefined}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Accept offer' })).toBeNull();
    expect(screen.getByText(/This offer expired/)).toBeTruthy();
  });
});
