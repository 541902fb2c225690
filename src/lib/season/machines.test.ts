import { describe, expect, it } from 'vitest';
import { APPLICATION_MACHINE, DRIVE_MACHINE, ENROLMENT_MACHINE, OFFER_MACHINE } from './machines';
import {
  ACTORS,
  canTransition,
  describeRefusal,
  findTransition,
  isFinal,
  nextSteps,
  transitionRefusal,
  type Actor,
  type StateMachine,
} from './state-machine';

/**
 * The expected tables, written out apart from machines.ts as 'from > to: actors', so any change to who may do
 * what has to be made twice on purpose.
 */
const EXPECTED: Record<string, string[]> = {
  drive: [
    'draft > open: tpo',
    'draft > cancelled: tpo',
    'proposed > open: tpo',
    'proposed > declined: tpo',
    'proposed > cancelled: company',
    'open > in-progress: tpo system',
    'open > cancelled: tpo',
    'in-progress > closed: tpo',
    'in-progress > cancelled: tpo',
  ],
  application: [
    'applied > shortlisted: tpo company',
    'applied > selected: tpo company',
    'applied > waitlisted: tpo company',
    'applied > rejected: tpo company',
    'applied > absent: tpo company',
    'applied > withdrawn: student system',
    'shortlisted > shortlisted: tpo company',
    'shortlisted > selected: tpo company',
    'shortlisted > waitlisted: tpo company',
    'shortlisted > rejected: tpo company',
    'shortlisted > absent: tpo company',
    'shortlisted > withdrawn: student system',
    'waitlisted > selected: tpo company',
    'waitlisted > rejected: tpo company',
    'waitlisted > withdrawn: system',
    'absent > shortlisted: tpo company',
    'absent > selected: tpo company',
    'absent > waitlisted: tpo company',
    'absent > rejected: tpo company',
    'waitlisted > shortlisted: tpo company',
    'waitlisted > absent: tpo company',
    'rejected > shortlisted: tpo company',
    'rejected > selected: tpo company',
    'rejected > waitlisted: tpo company',
    'rejected > absent: tpo company',
    'selected > waitlisted: tpo company',
    'selected > rejected: tpo company',
    'selected > absent: tpo company',
  ],
  offer: [
    'issued > accepted: student',
    'issued > declined: student',
    'issued > expired: system',
    'issued > rescinded: tpo company',
    'accepted > rescinded: tpo company',
  ],
  enrolment: [
    'available > placed: system',
    'placed > placed: system',
    'placed > available: system',
    'placed > blocked: system',
    'available > opted-out: student tpo',
    'opted-out > available: student tpo',
    'available > blocked: system tpo',
    'blocked > available: tpo',
    'blocked > available: system',
    'blocked > placed: system',
  ],
};

const MACHINES = [
  DRIVE_MACHINE,
  APPLICATION_MACHINE,
  OFFER_MACHINE,
  ENROLMENT_MACHINE,
] as StateMachine<string>[];

function allowedActors(machine: StateMachine<string>, from: string, to: string): Actor[] {
  // Two steps may join the same states (the TPO's unblock, the server's lifting of a corrected absence's block).
  return EXPECTED[machine.name]!.filter((entry) => entry.startsWith(`${from} > ${to}:`)).flatMap(
    (line) => line.split(': ')[1]!.split(' ') as Actor[],
  );
}

describe.each(MACHINES.map((machine) => [machine.name, machine] as const))('the %s machine', (_, machine) => {
  it('has exactly the expected transitions', () => {
    const actual = machine.transitions.map((t) => `${t.from} > ${t.to}: ${t.actors.join(' ')}`);
    expect(actual.sort()).toEqual([...EXPECTED[machine.name]!].sort());
  });

  it('allows every listed step to its actors and refuses every other (from, to, actor)', () => {
    let allowed = 0;
    for (const from of machine.states)
      for (const to of machine.states)
        for (const actor of ACTORS) {
          const expected = allowedActors(machine, from, to).includes(actor);
          expect(canTransition(machine, from, to, actor), `${from} > ${to} by ${actor}`).toBe(expected);
          if (expected) allowed += 1;
          else expect(transitionRefusal(machine, from, to, actor)).toBeDefined();
        }
    expect(allowed).toBe(machine.transitions.reduce((sum, t) => sum + t.actors.length, 0));
  });

  it('only uses its own states, and every state is reachable from an initial one', () => {
    const reached = new Set(machine.initial);
    for (let grew = true; grew;) {
      grew = false;
      for (const t of machine.transitions) {
        expect(machine.states).toContain(t.from);
        expect(machine.states).toContain(t.to);
        if (reached.has(t.from) && !reached.has(t.to)) {
          reached.add(t.to);
          grew = true;
        }
      }
    }
    expect([...reached].sort()).toEqual([...machine.states].sort());
  });
});

describe('refusals', () => {
  it('tells a missing transition from an actor who may not take it', () => {
    expect(transitionRefusal(OFFER_MACHINE, 'accepted', 'declined', 'student')).toEqual({
      rule: 'noSuchTransition',
      machine: 'offer',
      from: 'accepted',
      to: 'declined',
    });
    const refusal = transitionRefusal(OFFER_MACHINE, 'issued', 'accepted', 'company');
    expect(refusal).toEqual({
      rule: 'actorNotAllowed',
      machine: 'offer',
      from: 'issued',
      to: 'accepted',
      actor: 'company',
      allowed: ['student'],
    });
    expect(describeRefusal(refusal!)).toBe('Only student may move an offer from issued to accepted');
    expect(describeRefusal(transitionRefusal(DRIVE_MACHINE, 'closed', 'open', 'tpo')!)).toBe(
      'A drive cannot go from closed to open',
    );
  });

  it("lets a student undo only a decision of their own: not the placement cell's opt-out", () => {
    expect(
      canTransition(ENROLMENT_MACHINE, 'opted-out', 'available', 'student', { decidedBy: 'student' }),
    ).toBe(true);
    const refusal = transitionRefusal(ENROLMENT_MACHINE, 'opted-out', 'available', 'student', {
      decidedBy: 'tpo',
    });
    expect(refusal).toEqual({
      rule: 'othersDecision',
      machine: 'enrolment',
      from: 'opted-out',
      to: 'available',
      actor: 'student',
      decidedBy: 'tpo',
    });
    expect(describeRefusal(refusal!)).toBe(
      'An enrolment moved to opted-out by tpo goes back to available only by tpo',
    );
    // The placement cell undoes either opt-out.
    for (const decidedBy of ['student', 'tpo'] as const)
      expect(canTransition(ENROLMENT_MACHINE, 'opted-out', 'available', 'tpo', { decidedBy })).toBe(true);
  });

  it('names the step of whoever took it when two join the same states', () => {
    expect(findTransition(ENROLMENT_MACHINE, 'blocked', 'available', 'tpo')?.action).toBe('Unblock');
    expect(findTransition(ENROLMENT_MACHINE, 'blocked', 'available', 'system')?.action).toBe(
      'Absence corrected',
    );
  });

  it('lists the steps an actor may take and the final states', () => {
    expect(nextSteps(OFFER_MACHINE, 'issued', 'student').map((t) => t.action)).toEqual(['Accept', 'Decline']);
    expect(isFinal(OFFER_MACHINE, 'declined')).toBe(true);
    expect(isFinal(OFFER_MACHINE, 'accepted')).toBe(false);
    expect(isFinal(DRIVE_MACHINE, 'closed')).toBe(true);
  });
});
