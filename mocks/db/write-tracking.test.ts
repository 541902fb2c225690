import { describe, expect, it } from 'vitest';
import { trackWrites } from './write-tracking';

function sampleState() {
  return {
    records: { 'acc-college': [{ rollNumber: 'R1', cgpa: 8 }] },
    applications: [{ id: 'a1', state: 'applied', decision: { reasons: [] as string[] } }],
    notifications: [] as { id: string }[],
    sessions: { s1: { accountId: 'x' } } as Record<string, { accountId: string }>,
    resumes: {} as Record<string, { name: string; file?: Blob }>,
  };
}

describe('tracking which tables an update wrote', () => {
  it('marks nothing for reads, however deep', () => {
    const { view, touched } = trackWrites(sampleState());
    const index = new Map(view.records['acc-college']!.map((record) => [record.rollNumber, record]));
    expect(index.get('R1')?.cgpa).toBe(8);
    expect(view.applications.filter((entry) => entry.state === 'applied')).toHaveLength(1);
    expect([...touched]).toEqual([]);
  });

  it('marks the table of a nested write, a push, a delete and a replaced table', () => {
    const state = sampleState();
    const { view, touched } = trackWrites(state);
    view.applications.find((entry) => entry.id === 'a1')!.decision.reasons.push('cgpa');
    view.notifications.push({ id: 'n1' });
    delete view.sessions.s1;
    expect([...touched].sort()).toEqual(['applications', 'notifications', 'sessions']);
    expect(state.applications[0]!.decision.reasons).toEqual(['cgpa']);
    expect(state.notifications).toEqual([{ id: 'n1' }]);
    expect(state.sessions).toEqual({});
  });

  it('stores what the state holds, never a proxy, so IndexedDB can clone it', () => {
    const state = sampleState();
    const { view, touched } = trackWrites(state);
    // Objects read through the view and written elsewhere in the state, directly and inside new arrays.
    view.notifications = [...view.notifications, { id: 'n2' }];
    view.applications = view.applications.filter(() => true);
    view.records['acc-college'] = [
      { ...view.records['acc-college']![0]!, cgpa: 9 },
      view.records['acc-college']![0]!,
    ];
    expect([...touched].sort()).toEqual(['applications', 'notifications', 'records']);
    expect(() => structuredClone(state)).not.toThrow();
    expect(state.records['acc-college']!.map((record) => record.cgpa)).toEqual([9, 8]);
  });

  it('hands out a Blob as it is', async () => {
    const state = sampleState();
    state.resumes.c1 = { name: 'cv.pdf', file: new Blob(['pdf']) };
    const { view, touched } = trackWrites(state);
    expect(view.resumes.c1!.file!.size).toBe(3);
    expect(await view.resumes.c1!.file!.text()).toBe('pdf');
    expect([...touched]).toEqual([]);
  });
});

describe('tracking the entries written in a table kept a row per entry', () => {
  const answer = (status: number) => ({ status, body: { rolls: ['R1'] } });
  const keyedState = () => ({
    answers: { k1: answer(200), k2: answer(201) } as Record<string, ReturnType<typeof answer>>,
    notifications: [] as { id: string }[],
  });

  it('marks only the entries set, changed inside or deleted, not their table', () => {
    const state = keyedState();
    const { view, touched, touchedEntries } = trackWrites(state, ['answers']);
    expect(view.answers.k2?.body.rolls).toEqual(['R1']);
    expect(touchedEntries.size).toBe(0);
    view.answers.k3 = answer(202);
    view.answers.k1!.body.rolls.push('R2');
    delete view.answers.k2;
    expect([...touched]).toEqual([]);
    expect([...(touchedEntries.get('answers') ?? [])].sort()).toEqual(['k1', 'k2', 'k3']);
    expect(state.answers).toEqual({ k1: { status: 200, body: { rolls: ['R1', 'R2'] } }, k3: answer(202) });
  });

  it('marks the whole table when it is replaced, and other tables as before', () => {
    const { view, touched, touchedEntries } = trackWrites(keyedState(), ['answers']);
    view.answers = { k9: answer(200) };
    view.notifications.push({ id: 'n1' });
    expect([...touched].sort()).toEqual(['answers', 'notifications']);
    expect(touchedEntries.size).toBe(0);
  });

  it('marks the table, not entries, when it is not declared as kept a row per entry', () => {
    const { view, touched, touchedEntries } = trackWrites(keyedState());
    view.answers.k3 = answer(202);
    expect([...touched]).toEqual(['answers']);
    expect(touchedEntries.size).toBe(0);
  });
});
