import { describe, expect, it } from 'vitest';
import { OFFER_STATES } from '@/lib/season/machines';
import { rescindEffects, rescindStep } from './rescind-text';

describe('rescinding an offer', () => {
  it('is offered to the TPO and the company exactly where the offer machine allows it', () => {
    for (const side of ['college', 'company'] as const)
      expect(OFFER_STATES.filter((state) => rescindStep(state, side))).toEqual(['issued', 'accepted']);
    expect(rescindStep('issued', 'company')?.action).toBe('Rescind');
  });

  it('says what happens to the student: an issued offer ends, an accepted one may put them back in the running', () => {
    expect(rescindEffects({ state: 'issued', studentName: 'Ananya Rao' }, 'company')).toEqual([
      'Ananya Rao can no longer accept this offer and is told at once, with the reason you give.',
      "Ananya Rao stays selected: you may issue them a new offer from 'Selected, waiting for an offer'.",
    ]);
    const accepted = rescindEffects({ state: 'accepted', studentName: 'Ananya Rao' }, 'college');
    expect(accepted).toHaveLength(4);
    expect(accepted[1]).toContain(
      'If it is the only offer Ananya Rao accepted, they are back in the running',
    );
    expect(accepted[2]).toContain('withdrew when they accepted it stays withdrawn');
    expect(accepted[3]).toBe('Ananya Rao stays selected: the company may issue them a new offer.');
  });
});
