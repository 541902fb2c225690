import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LEARNING_PLATFORM_SIGNUP_URL } from '@/lib/learning-platform';
import { CouponCheck } from './coupon-check';

async function check(code: string) {
  const user = userEvent.setup();
  render(<CouponCheck />);
  const input = screen.getByLabelText('Coupon code');
  if (code) await user.type(input, code);
  await user.click(screen.getByRole('button', { name: 'Check code' }));
  return { user, input };
}

describe('coupon check', () => {
  it('is not in the prerendered page, where a code typed before the code ran would go unchecked', () => {
    const html = renderToString(<CouponCheck />);
    expect(html).toContain('Check your coupon code');
    expect(html).not.toContain('<form');
    expect(html).not.toContain('<input');
  });

  it('accepts a valid code and points to the learning platform', async () => {
    await check('campus25');
    expect(screen.getByRole('status').textContent).toContain('CAMPUS25 is valid: 25% off every course.');
    const link = screen.getByRole('link', { name: /Go to the learning platform/ });
    expect(link.getAttribute('href')).toBe(LEARNING_PLATFORM_SIGNUP_URL);
    expect(screen.getByLabelText('Coupon code').getAttribute('aria-invalid')).toBe('false');
  });

  it('rejects an unknown code on the field', async () => {
    const { input } = await check('NOSUCH1');
    expect(
      await screen.findByText('We could not find the code NOSUCH1. Check the spelling and try again.'),
    ).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says when a code has expired, and asks for a code when none is given', async () => {
    await check('labweek10');
    expect(await screen.findByText('The code LABWEEK10 has expired and can no longer be used.')).toBeTruthy();
  });

  it('asks for a code when the field is empty', async () => {
    await check('');
    expect(await screen.findByText('Enter a coupon code.')).toBeTruthy();
  });

  it('clears an accepted result when the code is edited', async () => {
    const { user, input } = await check('FIRMWARE20');
    expect(screen.getByRole('status').textContent).toContain('20% off Embedded firmware courses');
    await user.type(input, 'X');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
